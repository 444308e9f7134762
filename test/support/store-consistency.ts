import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import { config } from '#shared/config';
import { type Item, keyId, type StoredItem } from '#shared/data/item';
import type { DocumentSubmission, StoredDocument } from '#shared/documents/store';
import { DEFAULT_SETTINGS, LOCATION_KINDS, type Location, type Settings } from '#shared/domain/types';
import { equipmentUseDerivation, timeZonesOf } from '#shared/itinerary-rules/index';
import { MASTER_PREFIXES, masterPartition } from '#shared/master-data/keys';
import { itemsOfNonShipmentMove } from '#shared/non-shipment/store';
import { SHIPMENT_ENTITIES } from '#shared/shipments/store/keys';
import { type PlanEntry, planEntryChangedAt } from '#shared/shipments/store/plan-entries';
import { itemsOfShipment, shipmentFromItems } from '#shared/shipments/store/shipments';

/** The entities of sites, yards and cross-docks. */
const LOCATION_ENTITIES: ReadonlySet<string> = new Set(LOCATION_KINDS.map((kind) => MASTER_PREFIXES[kind]));

/** Items stored only because an itinerary or a non-shipment move implies them, and an itinerary's pages. */
const DERIVED_ENTITIES = new Set(['PLAN', 'NSEVENT', 'USE', SHIPMENT_ENTITIES.itineraryPage]);

async function scanAll(): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({ TableName: config.tableName, ConsistentRead: true, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey !== undefined);
  return items;
}

/** An item as stored: attributes set to `undefined` are never written; binary values compare by their bytes. */
const asStored = ({ payload, ...item }: Item | StoredItem): string =>
  JSON.stringify(
    { ...item, payload: payload && Buffer.from(payload as Uint8Array).toString('base64') },
    (_, value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
        : value,
  );

/**
 * Every plan entry, event pointer and equipment use must be exactly what the
 * stored itineraries and non-shipment moves imply, recomputed here with the
 * entity modules' own derivations: nothing missing, nothing left over, nothing
 * stale. A torn transaction or an orphan plan entry shows up as a difference.
 */
function derivedItemProblems(items: readonly StoredItem[]): string[] {
  const expected = new Map<string, string>();
  // Derived items read times in the zones of the stored locations, else the stored settings', as the service does.
  const settings = (items.find((item) => item.entity === 'SETTINGS')?.data ?? DEFAULT_SETTINGS) as Settings;
  const locations = new Map(
    items
      .filter((item) => LOCATION_ENTITIES.has(String(item.entity)))
      .map((item) => [String(item.pk), item.data as Location]),
  );
  const zones = timeZonesOf((kind, id) => locations.get(masterPartition(kind, id)), settings.timeZone);
  const uses = equipmentUseDerivation(zones);
  const problems: string[] = [];
  for (const item of items) {
    if (item.entity === 'SHIPMENT') {
      const record = shipmentFromItems(items.filter((other) => other.pk === item.pk));
      if (typeof record !== 'object') {
        problems.push(`torn itinerary of ${item.pk}`);
        continue;
      }
      for (const derived of itemsOfShipment(record, uses).slice(1)) {
        expected.set(keyId(derived), asStored(derived));
      }
    }
    const entry = item.data as PlanEntry | undefined;
    if (item.entity === 'PLAN' && entry?.kind === 'non-shipment-move') {
      for (const derived of itemsOfNonShipmentMove(
        { move: entry.move, version: item.version as number, changedAt: planEntryChangedAt(item) },
        uses,
      )) {
        expected.set(keyId(derived), asStored(derived));
      }
    }
  }
  const actual = items.filter((item) => DERIVED_ENTITIES.has(String(item.entity)));
  for (const item of actual) {
    const key = keyId({ pk: String(item.pk), sk: String(item.sk) });
    const wanted = expected.get(key);
    if (wanted === undefined) problems.push(`orphan ${item.entity} ${key}`);
    else if (wanted !== asStored(item)) problems.push(`stale ${item.entity} ${key}`);
    expected.delete(key);
  }
  for (const key of expected.keys()) problems.push(`missing ${key}`);
  return problems;
}

async function objectExists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Every current document comes from a completed submission (or the importer)
 * and every page it names is in the bucket; no submission is still pending
 * unless `allowPending`.
 */
async function documentProblems(items: readonly StoredItem[], allowPending: boolean): Promise<string[]> {
  const submissions = new Map(
    items
      .filter((item) => item.entity === 'SUBMISSION')
      .map((item) => [(item.data as DocumentSubmission).id, item.data as DocumentSubmission]),
  );
  const problems = [...submissions.values()]
    .filter((submission) => !allowPending && submission.status === 'pending')
    .map((submission) => `submission ${submission.id} still pending`);
  for (const item of items.filter((candidate) => candidate.entity === 'DOC')) {
    const document = item.data as StoredDocument;
    const submission = submissions.get(document.submissionId);
    const imported = submission === undefined && document.submittedAt === '';
    if (!imported && submission?.status !== 'completed') {
      problems.push(
        `document ${document.shipmentId} ${document.type} from submission ${document.submissionId} that is ${submission?.status ?? 'unknown'}`,
      );
    }
    for (const key of document.fileKeys) {
      if (!(await objectExists(document.bucket, key)))
        problems.push(`document page ${key} not in ${document.bucket}`);
    }
  }
  return problems;
}

/**
 * What is wrong with the stored state as a whole (empty when nothing is): the
 * test table scanned, derived items recomputed, documents checked against
 * their submissions and the bucket.
 */
export async function storeProblems(options: { allowPending?: boolean } = {}): Promise<string[]> {
  const items = await scanAll();
  return [...derivedItemProblems(items), ...(await documentProblems(items, options.allowPending ?? false))];
}
