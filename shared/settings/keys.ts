import type { ItemKey } from '#shared/data/item';

/** The `entity` attribute of the table-wide items; their keys are it too. */
export const SETTINGS_ENTITIES = {
  settings: 'SETTINGS',
  storageSchema: 'STORAGE-SCHEMA',
} as const;

export const settingsKey: ItemKey = { pk: SETTINGS_ENTITIES.settings, sk: SETTINGS_ENTITIES.settings };

/** The marker of the storage schema a table was loaded with. */
export const storageSchemaKey: ItemKey = {
  pk: SETTINGS_ENTITIES.storageSchema,
  sk: SETTINGS_ENTITIES.storageSchema,
};

/** The table-wide items, as docs/data-model.md describes them. */
export function settingsItemTypes() {
  return {
    settings: {
      entity: SETTINGS_ENTITIES.settings,
      pk: SETTINGS_ENTITIES.settings,
      sk: SETTINGS_ENTITIES.settings,
      data: '`Settings`',
    },
    storageSchema: {
      entity: SETTINGS_ENTITIES.storageSchema,
      pk: SETTINGS_ENTITIES.storageSchema,
      sk: SETTINGS_ENTITIES.storageSchema,
      data: '`{ version }`: the storage schema the data set was loaded with (`tools/data-file/storage-schema.ts`); the local server refuses a table of another',
    },
  } as const;
}
