import type { Item } from '#shared/data/item';
import { collectionCountItem } from '#shared/data/ranked-collection';
import { type DataSet, DEFAULT_SETTINGS, type StoredShipment } from '#shared/domain/types';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { masterCollectionPartition, masterPartition } from '#shared/master-data/keys';
import { MASTER_KINDS, masterRecordToItem } from '#shared/master-data/store';
import { importedVersion } from '#shared/shipments/itinerary/version-record';
import { SHIPMENT_COLLECTION, shipmentPartition } from '#shared/shipments/store/partition';
import { itemsOfShipment, versionRecordItem } from '#shared/shipments/store/shipments';
import type { WebhookDelivery } from '#shared/webhooks/delivery-record';
import { deliveryCollection } from '#shared/webhooks/keys';
import { deliveryToItem } from '#shared/webhooks/store';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { rankLoad } from '#tools/data-file/import-ranks';
import { BULK_CALLS_IN_FLIGHT } from '../support/bulk-load';
import { benchEvent } from './seed';

/** A fleet of 500 trucks: as many drivers and tractors whatever the number of shipments. */
export const FLEET_SIZE = 500;
/** The workload's rate: shipments created a day (43.2 s apart), each planned the day after. */
const SHIPMENTS_A_DAY = 2_000;
/** Every listable master collection but drivers and tractors holds one record per this many shipments. */
const SHIPMENTS_PER_RECORD = 10;
const DAY_MS = 86_400_000;
const dateAfter = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/**
 * The day the newest shipments are planned on (the plan the bench reads), the
 * day after tomorrow; older shipments were planned from three days ago back,
 * as a fleet's past is. A PUT's rules read its drivers' and equipment's moves
 * from the day before today on: the upcoming ones, not the past.
 */
export const PLAN_DAY = dateAfter(2);
const PAST_FROM_DAYS = -3;

const pad = (index: number) => String(index).padStart(7, '0');
export const fleetShipmentId = (index: number) => `F${pad(index)}`;
export const fleetDriverId = (index: number) => `FD${pad(index % FLEET_SIZE)}`;
const fleetTractorId = (index: number) => `FT${pad(index % FLEET_SIZE)}`;

/**
 * Shipment `index` counts back from the newest (0). The first `newest` of them
 * are planned on PLAN_DAY; older ones in the past, 2,000 a day, so that a plan
 * of PLAN_DAY holds the same moves however many older ones exist.
 */
function fleetShipment(template: StoredShipment, index: number, newest: number) {
  const createdAt = new Date(Date.parse(`${dateAfter(1)}T00:00:00Z`) - index * (DAY_MS / SHIPMENTS_A_DAY));
  const plannedDate =
    index < newest ? PLAN_DAY : dateAfter(PAST_FROM_DAYS - Math.floor((index - newest) / SHIPMENTS_A_DAY));
  // A tractor's moves of one day five hours apart: no two overlap.
  const hour = 1 + 5 * (Math.floor(index / FLEET_SIZE) % 4);
  const at = (offset: number) => `${plannedDate}T${String(hour + offset).padStart(2, '0')}:00:00`;
  const id = fleetShipmentId(index);
  const shipment: StoredShipment = {
    ...template,
    id,
    orderNumber: `ORD-${id}`,
    createdAt: createdAt.toISOString(),
    equipment: { container: '', chassis: '', trailer: '' },
    itinerary: {
      moves: [
        {
          driver: { type: 'driver', id: fleetDriverId(index) },
          plannedDate,
          powerUnit: { id: fleetTractorId(index) },
          status: 'pending',
          hint: '',
          events: [
            benchEvent('hook-origin', template.origin, at(0)),
            benchEvent('drop-destination', template.destination, at(3)),
          ],
        },
      ],
    },
  };
  return shipment;
}

/**
 * The master records of a fleet of `shipments` shipments that are not in a
 * fleet of `fromShipments` already: copies of the demo's records under new ids.
 */
function fleetMasterData(demo: DataSet, shipments: number, fromShipments: number) {
  const range = (count: number, from: number) =>
    Array.from({ length: Math.max(count - from, 0) }, (_, offset) => pad(from + offset));
  const copies = <T extends { id: string }>(
    records: readonly T[],
    prefix: string,
    count: number,
    from: number,
  ) =>
    records.length === 0
      ? []
      : range(count, from).map((suffix): T => ({ ...records[0]!, id: `${prefix}${suffix}` }));
  const [count, from] = [shipments / SHIPMENTS_PER_RECORD, fromShipments / SHIPMENTS_PER_RECORD];
  const fleet = fromShipments === 0 ? FLEET_SIZE : 0;
  return {
    customers: copies(demo.customers, 'FC', count, from),
    carriers: copies(demo.carriers, 'FCR', count, from),
    sites: copies(demo.sites, 'FS', count, from),
    yards: copies(demo.yards, 'FY', count, from),
    crossDocks: copies(demo.crossDocks, 'FX', count, from),
    drivers: copies(demo.drivers, 'FD', fleet, 0),
    tractors: copies(demo.tractors, 'FT', fleet, 0),
    chassis: [],
    containers: [],
    trailers: [],
  };
}

/** What a growth step wrote, and how long it took. */
export interface FleetLoad {
  shipments: number;
  items: number;
  seconds: number;
}

/**
 * Grows the fleet in the table from `from` to `to` shipments (older ones: the
 * newest exist already), with the master data, plans, equipment uses, a version
 * record per shipment and `to` deliveries of `subscriptionId`, ranked by the
 * loader's own ranking. Writes the items as the loader builds them, sixteen
 * BatchWrites in flight, rather than a transaction per shipment.
 */
export async function growFleet(
  tableName: string,
  demo: DataSet,
  template: StoredShipment,
  subscriptionId: string,
  { from, to, newest }: { from: number; to: number; newest: number },
  log: (line: string) => void,
): Promise<FleetLoad> {
  const started = Date.now();
  const shipments = Array.from({ length: to - from }, (_, offset) =>
    fleetShipment(template, from + offset, newest),
  );
  const dataSet: DataSet = {
    settings: DEFAULT_SETTINGS,
    ...fleetMasterData(demo, to, from),
    shipments,
    nonShipmentMoves: [],
    documents: [],
  };
  // Every record a growth step adds is new: none can keep a stored rank.
  const ranks = await rankLoad(tableName, dataSet, shipments, new Map());
  const uses = equipmentUseDerivation(everywhereIn(DEFAULT_SETTINGS.timeZone));
  const changedAt = new Date();
  const masterItems = (Object.keys(MASTER_KINDS) as (keyof typeof MASTER_KINDS)[]).flatMap((kind) =>
    (dataSet[MASTER_KINDS[kind].dataSetList] as { id: string }[]).map((record) =>
      masterRecordToItem(
        kind,
        record as never,
        ranks.rankOf(masterCollectionPartition(kind), masterPartition(kind, record.id)),
      ),
    ),
  );
  const shipmentItems = shipments.flatMap((shipment): Item[] => {
    const record = {
      shipment,
      version: 1,
      rank: ranks.rankOf(SHIPMENT_COLLECTION, shipmentPartition(shipment.id)),
    };
    return [
      ...itemsOfShipment(record, uses),
      versionRecordItem(record, importedVersion(shipment, changedAt)),
    ];
  });
  // Deliveries recorded oldest first: the newest rank is the newest delivery.
  const deliveryItems = Array.from({ length: to - from }, (_, offset): Item => {
    const rank = from + offset;
    const delivery: WebhookDelivery = {
      id: `msg_fleet_${rank}`,
      subscriptionId,
      eventId: `evt_fleet_${rank}`,
      eventTimestamp: new Date(Date.UTC(2027, 0, 1) + rank * 1000).toISOString(),
      type: 'itinerary.updated',
      data: {
        shipment: { id: fleetShipmentId(rank), href: `/shipments/${fleetShipmentId(rank)}` },
        version: 1,
      },
      status: 'delivered',
      attempts: 1,
      lastResponseStatus: 200,
      createdAt: changedAt.toISOString(),
    };
    return deliveryToItem(delivery, rank);
  });
  const items = [...masterItems, ...shipmentItems, ...deliveryItems];
  let written = 0;
  let reported = 0;
  await batchWriteItems(
    tableName,
    { puts: items, deletes: [] },
    (count) => {
      written += count;
      if (written - reported >= 50_000) {
        reported = written;
        log(`scale: wrote ${written}/${items.length} items`);
      }
    },
    BULK_CALLS_IN_FLIGHT,
  );
  await ranks.store(() => {});
  await batchWriteItems(tableName, {
    puts: [collectionCountItem(deliveryCollection(subscriptionId), to) as Item],
    deletes: [],
  });
  return {
    shipments: to - from,
    items: items.length + ranks.movedCount,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
