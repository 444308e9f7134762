import { type AccessPattern, inModule } from '#shared/data/access-patterns';

/**
 * How the fixture loader (which seeds test and bench tables) and a load's
 * own lists write every feature's items, as docs/data-model.md lists them
 * (`npm run docs:data-model`).
 */
export const loaderAccessPatterns = (): AccessPattern[] => [
  {
    pattern:
      'Seed a test or bench table with a data set: the fixture loader (bulk; never the service, never an operator)',
    index:
      'table, BatchGet + Query per driver + BatchWrite (25 a request; unprocessed items, and calls the store did not serve, retried)',
    key: 'every key above',
    functions: [inModule('tools/data-file/import.ts', 'importDataSet')],
  },
  {
    pattern:
      'Store what no API write creates, for a load whose master data and shipments go through the import: settings, non-shipment moves, documents (npm run import, npm start)',
    index:
      'table, Query per driver + BatchWrite (25 a request; unprocessed items, and calls the store did not serve, retried)',
    key: "the settings and storage schema items; each driver's non-shipment moves and their plan entries; the documents' items",
    functions: [inModule('tools/data-file/load-only-lists.ts', 'storeLoadOnlyLists')],
  },
  {
    pattern:
      'Store a loaded shipment that is new or changed with its version record, unless it changed since the load read it (the fixture loader)',
    index: 'table, TransactWrite of two items per shipment',
    key: 'shipment item conditioned on the `version` read (`attribute_not_exists(pk)` for a new one); the version record put if absent',
    functions: [inModule('tools/data-file/import-versions.ts', 'writeShipmentVersions')],
  },
  {
    pattern:
      "Rank a load's shipments and master records among the stored ones, moving those whose rank changed, then store the counts (the fixture loader); a collection the load brings nothing to, or only members stored already at their order key (each keeps its rank), is neither read nor written",
    index:
      '`gsi1`, Query with a projection per collection the load brings a new or reordered member to; conditional Update per moved member; Put per count of those collections',
    key: "each such collection's `gsi1pk`, reading `pk`, `sk`, `gsi1sk` and the order key; `SET gsi1sk` if the item exists; their count items. Stored members' ranks and order keys come from the shipment and master items the load read already (no read of its own)",
    functions: [
      inModule('tools/data-file/import-ranks.ts', 'rankLoad'),
      inModule('tools/data-file/kept-ranks.ts', 'keptRanks'),
      inModule(
        'shared/data/ranked-collection.ts',
        'readCollectionMembers',
        'setMemberRank',
        'putCollectionCount',
      ),
    ],
  },
];
