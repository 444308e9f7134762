import {
  type AccessPattern,
  code,
  countTemplate,
  inModule,
  keyTemplates,
} from '#shared/data/access-patterns';
import {
  equipmentUsesEndingFrom,
  itineraryVersionRange,
  PLAN_SORT_PREFIX,
  planRange,
  shipmentItemTypes,
  shipmentWithPagesRange,
} from './keys';
import { SHIPMENT_COLLECTION } from './partition';

const types = shipmentItemTypes();
const keyOf = keyTemplates(types);
const plan = planRange('<startDate>', '<end>');
const uses = equipmentUsesEndingFrom('<date>');

/**
 * How the shipment's items are read and written: the shipment with its pages,
 * its versions, plan entries and equipment uses, as docs/data-model.md lists
 * them (`npm run docs:data-model`).
 */
export const shipmentAccessPatterns = (): AccessPattern[] => [
  {
    pattern: 'Read a shipment with its itinerary (its item and its pages) and version',
    index: 'table, Query (again when it meets pages of another version than the item names)',
    key: `${code(`pk = ${types.shipment.pk}`)}, ${code(`sk BETWEEN ${shipmentWithPagesRange().from} AND ${shipmentWithPagesRange().to}`)}`,
    functions: [inModule('shared/shipments/store/shipments.ts', 'getShipment')],
  },
  {
    pattern: 'List shipments, most recently created first (the same cost at any offset)',
    index: 'table, Get of the count, then `gsi1`, Query backwards',
    key: `${countTemplate(SHIPMENT_COLLECTION)}; then ${code(`gsi1pk = ${SHIPMENT_COLLECTION}`)}, ${code('gsi1sk <= <count - 1 - offset, 10 digits>')}`,
    functions: [inModule('shared/shipments/store/shipments.ts', 'listShipmentsNewestFirst')],
  },
  {
    pattern:
      "Create a shipment at the newest rank of `/shipments` (no other shipment moves), with its itinerary (a PUT's empty one, an import's as it stands), the plan entries and equipment uses it implies, and its first version",
    index: 'table, consistent Get of the count, then TransactWrite (again when another writer took the rank)',
    key: `${countTemplate(SHIPMENT_COLLECTION)} put conditioned on the count read; the shipment item put if absent, at ${code('gsi1sk = <that count, 10 digits>')}; its pages, plan entries and equipment uses; the version record put if absent (or left by an import that stopped before the shipment's item: \`writtenBy\`); all in one transaction or refused`,
    functions: [inModule('shared/shipments/store/new-shipment.ts', 'putNewShipment')],
  },
  {
    pattern:
      "Create an import's new shipment whose itinerary implies no plan entry nor equipment use: its pages and first version, then its item at the rank the counter is about to hand out, plain Puts marked with the import and the record's position; claimed with the import's checkpoint (docs/intake.md)",
    index:
      'table, Puts (16 shipments at a time); the claim: TransactWrite of a window of creations (Claim ranks)',
    key: "the pages and the version record, then the shipment item, each on `attribute_not_exists(pk)` (found with the same `writtenBy`: an earlier run's, left)",
    functions: [
      inModule(
        'shared/shipments/store/imported-shipment.ts',
        'markedShipmentCreation',
        'writtenShipmentCreation',
      ),
    ],
  },
  {
    pattern:
      "Replace an itinerary (or a shipment's facts), with the plan entries and equipment uses it implies, if the shipment is unchanged since it was read",
    index:
      'table, TransactWrite; a change of more than 100 items: an Update (the lock), TransactWrites of the plan entries and uses, the commit TransactWrite, then settling (Storage of a shipment)',
    key: 'shipment item conditioned on `version` and its rank (`gsi1sk`); the pages, plan entries and uses that changed put, those no longer implied deleted, by key; the version record put if absent',
    functions: [inModule('shared/shipments/store/shipments.ts', 'putShipmentWithItinerary')],
  },
  {
    pattern: "Read one version of a shipment's itinerary",
    index: 'table, Get, then BatchGet of the versions holding its other pages',
    key: keyOf('itineraryVersion'),
    functions: [inModule('shared/shipments/store/history.ts', 'getItineraryVersion')],
  },
  {
    pattern: "List a shipment's itinerary versions from a version number down, newest first",
    index: 'table, Query backwards (`Limit` = page size + 1)',
    key: `${code(`pk = ${types.itineraryVersion.pk}`)}, ${code(`sk BETWEEN ${itineraryVersionRange(1, 1).from} AND ${types.itineraryVersion.sk}`)}, the newest on the page`,
    functions: [inModule('shared/shipments/store/history.ts', 'listItineraryVersionsFrom')],
  },
  {
    pattern: "Read a driver's plan for a date range, in plan order",
    index: 'table, Query (then a BatchGet of the shipments of entries a staged write still marks)',
    key: `${code(`pk = ${types.planEntry.pk}`)}, ${code(`sk BETWEEN ${plan.from} AND ${plan.to}`)}`,
    functions: [inModule('shared/shipments/store/plan-entries.ts', 'listDriverPlan')],
  },
  {
    pattern: 'Read the uses of a container, chassis, trailer or tractor that end on or after a date',
    index: 'table, Query (then a BatchGet of the shipments of uses a staged write still marks)',
    key: `${code(`pk = ${types.equipmentUse.pk}`)}, ${code(`sk BETWEEN ${uses.from} AND ${uses.to}`)}`,
    functions: [inModule('shared/shipments/store/equipment-uses.ts', 'listEquipmentUsesEndingFrom')],
  },
  {
    pattern: "Read a driver's non-shipment moves whatever their dates (for the loader only)",
    index: 'table, Query with a filter',
    key: `${code(`pk = ${types.planEntry.pk}`)}, ${code(`begins_with(sk, ${PLAN_SORT_PREFIX})`)}, filter \`data.kind = non-shipment-move\``,
    functions: [inModule('shared/shipments/store/plan-entries.ts', 'listNonShipmentMovesOfDriver')],
  },
];
