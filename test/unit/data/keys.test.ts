import { budgetKey } from '#shared/budgets/keys';
import { collectionCountItem } from '#shared/data/ranked-collection';
import { issuedUploadKey } from '#shared/documents/keys';
import { documentToItem, submissionToItem } from '#shared/documents/store';
import { DEFAULT_SETTINGS } from '#shared/domain/types';
import { feedEventKey, feedHeadKey, feedPositionKey } from '#shared/feed/keys';
import { idempotencyRecordKey } from '#shared/http/idempotency/keys';
import { importKey, refusalKey } from '#shared/imports/keys';
import { clientRecordItem } from '#shared/integrations/store';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { masterCollectionPartition } from '#shared/master-data/keys';
import { masterRecordToItem } from '#shared/master-data/store';
import { itemsOfNonShipmentMove } from '#shared/non-shipment/store';
import { settingsToItem } from '#shared/settings/store';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { itineraryVersionToItem } from '#shared/shipments/store/history';
import {
  itineraryPageKey,
  planEntryKeyAt,
  planRange,
  shipmentWithPagesRange,
} from '#shared/shipments/store/keys';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import { itemsOfShipment } from '#shared/shipments/store/shipments';
import {
  deliveryCollection,
  listenerKey,
  ownedSubscriptionCollection,
  pendingDeliveryKey,
  SUBSCRIPTION_COLLECTION,
} from '#shared/webhooks/keys';
import { deliveryToItem, listedItems, subscriptionHoles } from '#shared/webhooks/store';
import { storageSchemaItem } from '#tools/data-file/storage-schema';
import { type ItemTypeName, itemTypes } from '#tools/data-model-doc/item-types';
import { nonShipmentMove, shipment } from '../../integration/data/fixtures';

/** A move key: `S#<shipmentId>#<stored move key>` or `N#<moveId>` (docs/data-model.md). */
const MOVE_KEY = '(?:S#[^#]*#[0-9A-Za-z]+|N#[^#]*)';

/** What a template admits: `<… N digits>` is N digits, `<moveKey>` a move key, any other `<…>` text without `#`. */
function templatePattern(template: string): RegExp {
  const pattern = template
    .split(/(<[^>]*>)/)
    .map((part) => {
      const digits = /^<.* (\d+) digits>$/.exec(part);
      if (digits) return `\\d{${digits[1]}}`;
      if (part === '<moveKey>') return MOVE_KEY;
      if (part.startsWith('<')) return '[^#]*';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

type Sample = { pk: string; sk: string; gsi1pk?: string; gsi1sk?: string; entity?: string };

const uses = equipmentUseDerivation(everywhereIn('America/Chicago'));
const storedShipment = shipment('1004');
const shipmentItems: Sample[] = itemsOfShipment({ shipment: storedShipment, version: 2, rank: 7 }, uses);
/** Long enough for more than one itinerary page. */
const longShipmentItems: Sample[] = itemsOfShipment(
  {
    shipment: { ...storedShipment, itinerary: { moves: Array(20).fill(storedShipment.itinerary.moves[0]) } },
    version: 3,
  },
  uses,
);
const moveItems: Sample[] = itemsOfNonShipmentMove(
  { move: nonShipmentMove('NS-1'), version: 1, changedAt: '2026-11-23T06:00:00.000Z' },
  uses,
);
const createdAtOfSubscription = '2026-11-23T09:00:00.000Z';
const subscriptionRecord = {
  subscription: {
    id: 'W-1',
    owner: { type: 'client' as const, id: 'app-1' },
    url: 'https://example.com/hook',
    events: ['itinerary.updated' as const],
    description: '',
    secret: 'whsec_x',
    createdAt: createdAtOfSubscription,
  },
  version: 1,
  ranks: { all: 3, owned: 1 },
};
const [subscriptionItem, ownedCopy] = listedItems(subscriptionRecord);
const ofEntity = (items: Sample[], entity: string) => items.filter((item) => item.entity === entity);
const createdAt = '2026-11-23T10:00:00.000Z';
const delivery = {
  id: 'msg_1',
  subscriptionId: 'W-1',
  eventId: 'E-1',
  eventTimestamp: createdAt,
  type: 'itinerary.updated' as const,
  data: {},
  status: 'pending' as const,
  attempts: 0,
  lastResponseStatus: null,
  createdAt,
};

/** Items (or, where no module builds one apart, keys) of every item type, as the stores build them. */
const SAMPLES: Record<ItemTypeName, Sample[]> = {
  settings: [settingsToItem(DEFAULT_SETTINGS)],
  storageSchema: [storageSchemaItem()],
  masterRecord: [
    masterRecordToItem('driver', { id: 'D-1' } as never, 0),
    masterRecordToItem('crossDock', { id: 'X-9' } as never, 12),
  ],
  shipment: ofEntity(shipmentItems, 'SHIPMENT'),
  itineraryPage: ofEntity(longShipmentItems, 'ITINERARY_PAGE'),
  planEntry: [...ofEntity(shipmentItems, 'PLAN'), ...ofEntity(moveItems, 'PLAN')],
  nonShipmentEvent: ofEntity(moveItems, 'NSEVENT'),
  equipmentUse: [...ofEntity(shipmentItems, 'USE'), ...ofEntity(moveItems, 'USE')],
  itineraryVersion: [
    itineraryVersionToItem(
      itineraryVersion({
        shipmentId: '1004',
        version: 12,
        before: undefined,
        after: storedShipment.itinerary,
        changedBy: { type: 'import' } as never,
        source: 'import',
        changedAt: new Date(createdAt),
      }),
    ),
  ],
  document: [
    documentToItem({
      shipmentId: '1004',
      type: 'DEL DELAY',
      submissionId: 'SUB-1',
      submittedAt: createdAt,
      bucket: 'documents',
      fileKeys: [],
      contentTypes: [],
    }),
  ],
  upload: [issuedUploadKey('drop', 'uploads/2026/abc.pdf')],
  submission: [
    submissionToItem({
      id: 'SUB-1',
      shipmentId: '1004',
      type: 'HAZMAT',
      status: 'pending',
      reason: '',
      submittedBy: '',
      requestedBy: { role: 'import', id: 'import' },
      source: { kind: 'import' },
      pages: 1,
      createdAt,
      completedAt: '',
    }),
  ],
  import: [importKey('IMP-1')],
  importRefusal: [refusalKey('IMP-1', 42)],
  idempotencyRecord: [idempotencyRecordKey('IDEMPOTENCY#5f2c')],
  webhook: [subscriptionItem!],
  listener: [listenerKey('itinerary.updated', 'W-1')],
  ownedWebhook: [ownedCopy!],
  budget: [
    { ...budgetKey({ kind: 'client', id: 'app-1' }), entity: 'BUDGET' },
    { ...budgetKey({ kind: 'driver', id: 'D-1' }), entity: 'BUDGET' },
  ],
  client: [clientRecordItem({ id: 'app-1', name: 'Dispatch board', scopes: [], createdAt })],
  delivery: [deliveryToItem(delivery, 3, true)],
  pendingDelivery: [pendingDeliveryKey(delivery)],
  count: [
    collectionCountItem(SHIPMENT_COLLECTION, 4),
    collectionCountItem(masterCollectionPartition('site'), 2),
    collectionCountItem(deliveryCollection('W-1'), 9),
    collectionCountItem(SUBSCRIPTION_COLLECTION, 4),
    collectionCountItem(ownedSubscriptionCollection({ type: 'client', id: 'app-1' }), 2),
  ],
  hole: subscriptionHoles(subscriptionRecord),
  feedEvent: [feedEventKey(1), feedEventKey(1_000_000)],
  feedHead: [feedHeadKey()],
  feedPosition: [feedPositionKey('evt_Q2f7cJ0m1kqW3e9Zl8vB5nR4tY6uX0aA')],
};

describe.each(Object.keys(itemTypes()) as ItemTypeName[])('item type %s', (name) => {
  const type: ReturnType<typeof itemTypes>[ItemTypeName] = itemTypes()[name];

  test('has samples', () => {
    expect(SAMPLES[name].length).toBeGreaterThan(0);
  });

  test.each(SAMPLES[name].map((sample) => [`${sample.pk} / ${sample.sk}`, sample] as const))(
    'what the stores build fits the templates: %s',
    (_, sample) => {
      const partitions: readonly string[] = typeof type.pk === 'string' ? [type.pk] : type.pk;
      expect(sample.pk).toMatch(
        new RegExp(partitions.map((template) => templatePattern(template).source).join('|')),
      );
      expect(sample.sk).toMatch(templatePattern(type.sk));
      if (sample.entity !== undefined) expect(sample.entity).toMatch(templatePattern(type.entity ?? ''));
      if ('gsi1' in type && sample.gsi1pk !== undefined) {
        expect(sample.gsi1pk).toMatch(templatePattern(type.gsi1.pk));
        expect(sample.gsi1sk).toMatch(templatePattern(type.gsi1.sk));
      } else if (!('gsi1' in type)) {
        expect(sample.gsi1pk).toBeUndefined();
      }
    },
  );
});

test("a shipment's page range holds its item and its itinerary's pages, and none of its other items", () => {
  const { from, to } = shipmentWithPagesRange();
  const inRange = (key: { sk: string }) => key.sk >= from && key.sk <= to;
  const pages = ofEntity(longShipmentItems, 'ITINERARY_PAGE');
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.every((page) => page.sk.startsWith('ITINERARY#'))).toBe(true);
  expect([...ofEntity(shipmentItems, 'SHIPMENT'), ...pages].every(inRange)).toBe(true);
  expect(inRange(SAMPLES.document[0]!)).toBe(false);
  expect(inRange(SAMPLES.itineraryVersion[0]!)).toBe(false);
  expect(inRange(itineraryPageKey('1004', 'zzzzzzzz'))).toBe(true);
});

test('a plan range holds every entry of its first and last dates, and none of the days around', () => {
  const { from, to } = planRange('2026-11-23', '2026-11-24');
  const sortKey = (plannedDate: string, startTime: string) =>
    planEntryKeyAt('D-1', { plannedDate, startTime, moveKey: 'N#zz' }).sk;
  const inRange = (key: string) => key >= from && key <= to;
  expect(inRange(sortKey('2026-11-23', ''))).toBe(true);
  expect(inRange(sortKey('2026-11-24', '2026-11-24T23:59:59'))).toBe(true);
  expect(inRange(sortKey('2026-11-22', '2026-11-22T23:59:59'))).toBe(false);
  expect(inRange(sortKey('2026-11-25', ''))).toBe(false);
  const openEnded = planRange('2026-11-23', undefined);
  expect(sortKey('2099-01-01', '') <= openEnded.to && sortKey('2099-01-01', '') >= openEnded.from).toBe(true);
});

test('no two features give their item types the same entity', () => {
  const entities = Object.values(itemTypes())
    .map((type: { entity: string | null }) => type.entity)
    .filter((entity): entity is string => entity !== null && !entity.startsWith('<'));
  expect(new Set(entities).size).toBe(entities.length);
});
