/**
 * Change history: what a version adds to each itinerary PUT (its item's size
 * and write capacity), and what reading the history costs for a shipment of
 * 10 and of 1,000 versions (a page must cost the same whatever the count).
 */
import { config } from '#shared/config';
import { decompressJson } from '#shared/data/compressed-json';
import type { Itinerary, StoredShipment } from '#shared/domain/types';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { itineraryVersionToItem } from '#shared/shipments/store/history';
import { nextPageRefs, pagesOf } from '#shared/shipments/store/itinerary-pages';
import { freshMoveKeys } from '#shared/shipments/store/move-keys';
import { shipmentStateItems, versionRecordItem } from '#shared/shipments/store/shipments';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { storeLongItinerary } from './scale/long-itinerary';
import { comparison, row } from './scale.bench';
import type { BenchContext } from './support/context';
import { itemBytes } from './support/item-size';
import type { ReportRow, SectionResult } from './support/report';
import { measureRoute, summarise } from './warm-requests.bench';

const section = 'history';
const FEW_VERSIONS = 10;
const MANY_VERSIONS = 1_000;
/** Small enough that the 10-version shipment fills a page as the 1,000-version one does. */
const PAGE = 'limit=5';
/** A transactional write costs 2 write capacity units per KB. */
const wcuOfTransactionalWrite = (bytes: number) => 2 * Math.ceil(bytes / 1024);

/** The itinerary with its last event's note changed: the smallest change a PUT makes. */
function annotated(itinerary: Itinerary, note: string): Itinerary {
  const copy = structuredClone(itinerary);
  const last = copy.moves.at(-1)?.events.at(-1);
  if (last) last.note = note;
  return copy;
}

/** The version record a PUT of a one-note change writes, and its item's size compressed and not. */
function versionCost(shipment: StoredShipment) {
  const version = itineraryVersion({
    shipmentId: shipment.id,
    version: 2,
    before: shipment.itinerary,
    after: annotated(shipment.itinerary, 'benchmark note'),
    changedBy: { role: 'dispatcher', id: 'bench' },
    source: 'api',
    changedAt: new Date(),
  });
  // The record holds the pages the change wrote; the others stay where version 1 put them.
  const moveKeys = freshMoveKeys(shipment.itinerary.moves.length);
  const before = pagesOf({ moves: shipment.itinerary.moves, keys: moveKeys });
  const pages = nextPageRefs(
    { pages: before, refs: before.map((page) => ({ id: page.id, version: 1 })) },
    pagesOf({ moves: version.itinerary.moves, keys: moveKeys }),
    version.version,
  );
  const item = versionRecordItem(
    { shipment: { ...shipment, itinerary: version.itinerary }, version: 2, pages, moveKeys },
    version,
  );
  const itemSize = itemBytes(item as unknown as Record<string, unknown>);
  const shipmentSize = shipmentStateItems({ shipment, version: 1 }).reduce(
    (sum, item) => sum + itemBytes(item as unknown as Record<string, unknown>),
    0,
  );
  const uncompressed = Buffer.byteLength(JSON.stringify(decompressJson(item.payload)));
  return { itemSize, shipmentSize, uncompressed, extraWcu: wcuOfTransactionalWrite(itemSize) };
}

/** A copy of `template` under `id` with `count` versions, each a one-note change of the one before. */
async function seedVersions(template: StoredShipment, id: string, count: number): Promise<void> {
  let itinerary = template.itinerary;
  const items = [];
  for (let number = 1; number <= count; number++) {
    const next = number === 1 ? itinerary : annotated(itinerary, `version ${number}`);
    items.push(
      itineraryVersionToItem(
        itineraryVersion({
          shipmentId: id,
          version: number,
          before: number === 1 ? undefined : itinerary,
          after: next,
          changedBy: { role: 'dispatcher', id: 'bench' },
          source: number === 1 ? 'import' : 'api',
          changedAt: new Date(Date.UTC(2026, 0, 1) + number * 60_000),
        }),
      ),
    );
    itinerary = next;
  }
  const shipment = { ...template, id, orderNumber: `ORD-${id}`, itinerary };
  await batchWriteItems(config.tableName, {
    puts: [...shipmentStateItems({ shipment, version: count }), ...items],
    deletes: [],
  });
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const template = context.dataSet.shipments[0]!;
  context.log(`history: seeding ${FEW_VERSIONS} and ${MANY_VERSIONS} versions`);
  await seedVersions(template, 'H-FEW', FEW_VERSIONS);
  await seedVersions(template, 'H-MANY', MANY_VERSIONS);
  const long = await storeLongItinerary(config.tableName, context.dataSet, 50);

  const page = async (shipmentId: string, query: string) =>
    summarise(
      `GET history ${shipmentId} ${query}`,
      await measureRoute(
        context,
        'listItineraryHistory',
        () => ({ pathParameters: { shipmentId }, query }),
        context.mode.warmCalls,
      ),
    );
  const few = await page('H-FEW', PAGE);
  const many = await page('H-MANY', PAGE);
  const manyDeep = await page('H-MANY', `${PAGE}&offset=900`);
  const oneVersion = summarise(
    'GET history/{version}',
    await measureRoute(context, 'getItineraryVersion', () => ({
      pathParameters: { shipmentId: 'H-MANY', version: '500' },
    })),
  );

  const small = versionCost(template);
  const large = versionCost(long);
  const costRow = (label: string, cost: typeof small): ReportRow => ({
    section,
    figure: `version record of a PUT, ${label}`,
    measured: `${cost.itemSize} B item (${cost.uncompressed} B before gzip), +${cost.extraWcu} WCU per PUT`,
    baseline: `shipment item and pages ${cost.shipmentSize} B`,
  });
  const rows: ReportRow[] = [
    costRow(`${template.itinerary.moves.length}-move itinerary`, small),
    costRow(`${long.itinerary.moves.length}-move itinerary`, large),
    ...comparison(`GET history page: ${MANY_VERSIONS} vs ${FEW_VERSIONS} versions`, few, many, section),
    ...comparison(
      `GET history page at offset 900 vs first page, ${MANY_VERSIONS} versions`,
      many,
      manyDeep,
      section,
    ),
    {
      ...row(`GET history, ${MANY_VERSIONS} versions, ${PAGE}`, many, section),
      target: '<= 2 round trips',
      pass: many.roundTrips <= 2,
    },
    {
      ...row('GET history/{version}', oneVersion, section),
      target: '<= 2 round trips',
      pass: oneVersion.roundTrips <= 2,
    },
  ];
  return {
    figures: { versionRecord: { small, large }, pages: { few, many, manyDeep }, oneVersion },
    rows,
  };
}
