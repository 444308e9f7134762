import { type AccessPattern, code, inModule, keyTemplates } from '#shared/data/access-patterns';
import { importItemTypes, REFUSAL_SORT_PREFIX } from './keys';

const types = importItemTypes();
const keyOf = keyTemplates(types);

/**
 * How a bulk import's items are read and written: the import and its refusals,
 * as docs/data-model.md lists them (`npm run docs:data-model`).
 */
export const importAccessPatterns = (): AccessPattern[] => [
  {
    pattern: 'Record a pending import (`POST /imports`) or read one (`GET /imports/{id}`)',
    index: 'table, Put on `attribute_not_exists(pk)` / Get',
    key: keyOf('import'),
    functions: [inModule('shared/imports/store.ts', 'putNewImport', 'getImport')],
  },
  {
    pattern:
      "Move an import's checkpoint on (status, counts, `position`), alone or in the transaction that applies a record, on condition that no other delivery moved it since it was read",
    index: 'table, conditional Update; TransactWrite (one more item, as a commit marker)',
    key: `${keyOf('import')}, on condition \`data.position = <position read>\``,
    functions: [inModule('shared/imports/store.ts', 'saveCheckpoint', 'checkpointMarker')],
  },
  {
    pattern:
      "Claim ranks: the ranks of a window of an import's new records (written, marked, at the ranks read) with its checkpoint, moving any an earlier run wrote at other ranks",
    index:
      'table, consistent Get of the counter, then TransactWrite (again from the Get when another creation took the ranks)',
    key: `the collection's counter put on condition its count is the one read; an Update of \`gsi1sk\` per record to move, on condition of its \`writtenBy\`; ${keyOf('import')}, on condition \`data.position = <position read>\``,
    functions: [inModule('shared/data/marked-creations.ts', 'writeAndClaim')],
  },
  {
    pattern:
      "Record a refused record of an import; list an import's refusals in file order (the first 1,000)",
    index: 'table, Put; Query forwards',
    key: `${keyOf('importRefusal')}; ${code(`pk = ${types.importRefusal.pk}`)}, ${code(`begins_with(sk, ${REFUSAL_SORT_PREFIX})`)}`,
    functions: [inModule('shared/imports/store.ts', 'putRefusal', 'listRefusals')],
  },
];
