import {
  type AccessPattern,
  code,
  countTemplate,
  inModule,
  keyTemplates,
} from '#shared/data/access-patterns';
import { masterDataItemTypes } from './keys';

const types = masterDataItemTypes();
const keyOf = keyTemplates(types);

/**
 * How the master records are read and written, as docs/data-model.md lists
 * them (`npm run docs:data-model`).
 */
export const masterDataAccessPatterns = (): AccessPattern[] => [
  {
    pattern: 'Read a customer, driver, carrier, site, yard, cross-dock or piece of equipment by id',
    index: 'table, Get',
    key: keyOf('masterRecord'),
    functions: [inModule('shared/master-data/store.ts', 'getMasterRecord')],
  },
  {
    pattern: 'Read every driver, carrier, location and tractor an itinerary refers to',
    index: 'table, BatchGet (100 keys a request, unprocessed keys retried)',
    key: 'as above, one key per reference',
    functions: [inModule('shared/master-data/store.ts', 'getMasterRecords')],
  },
  {
    pattern: 'List a collection page in id order (the same cost at any offset)',
    index: '`gsi1`, Query forwards',
    key: `${code(`gsi1pk = ${types.masterRecord.gsi1.pk}`)}, ${code('gsi1sk >= <rank of offset, 10 digits>')}`,
    functions: [inModule('shared/master-data/store.ts', 'listMasterRecordsInIdOrder')],
  },
  {
    pattern: 'Read a master record to change it (its version, its rank)',
    index: 'table, consistent Get',
    key: keyOf('masterRecord'),
    functions: [inModule('shared/master-data/record-store.ts', 'readMasterRecordToChange')],
  },
  {
    pattern: 'Create a master record at the end of its collection (no other record moves)',
    index:
      'table, consistent Get of the counter, then TransactWrite (again from the Get when another creation took the rank)',
    key: `counter ${countTemplate(`${types.masterRecord.gsi1.pk}`)}, put on condition its count is the one read; ${keyOf('masterRecord')} on \`attribute_not_exists(pk)\`, with \`version\` 1 and \`changedAt\``,
    functions: [inModule('shared/master-data/record-store.ts', 'createMasterRecord')],
  },
  {
    pattern:
      "Create an import's new master record: a plain Put marked with the import and the record's position, at the rank the counter is about to hand out; claimed with the import's checkpoint (docs/intake.md)",
    index: 'table, Put (16 at a time); the claim: TransactWrite of a window of creations (Claim ranks)',
    key: `${keyOf('masterRecord')} on \`attribute_not_exists(pk)\` (found with the same \`writtenBy\`: an earlier run's, left), with \`version\` 1, \`changedAt\` and \`writtenBy\``,
    functions: [
      inModule('shared/master-data/record-store.ts', 'markedMasterCreation', 'writtenMasterCreation'),
    ],
  },
  {
    pattern: 'Replace or retire a master record at its rank',
    index: 'table, TransactWrite of one Put (with a keyed request, its idempotency record)',
    key: `${keyOf('masterRecord')}, on condition that its \`version\` (absent on one a test or bench wrote as a bare item) and rank are the ones read`,
    functions: [inModule('shared/master-data/record-store.ts', 'replaceMasterRecord')],
  },
];
