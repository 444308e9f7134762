import { type AccessPattern, inModule, keyTemplates } from '#shared/data/access-patterns';
import { settingsItemTypes } from './keys';

const keyOf = keyTemplates(settingsItemTypes());

/**
 * How the table-wide items are read and written, as docs/data-model.md lists
 * them (`npm run docs:data-model`).
 */
export const settingsAccessPatterns = (): AccessPattern[] => [
  {
    pattern: 'Read the TMS settings (defaults until a data set is loaded)',
    index: 'table, Get',
    key: keyOf('settings'),
    functions: [inModule('shared/settings/store.ts', 'getSettings')],
  },
  {
    pattern:
      'Mark the storage schema a table is loaded with (every load); read it when the local server starts on a kept table',
    index: "table, Put (in the load's BatchWrite) / Get",
    key: keyOf('storageSchema'),
    functions: [inModule('tools/data-file/storage-schema.ts', 'storageSchemaItem', 'storedSchemaVersion')],
  },
];
