import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import type { ItemKey } from '#shared/data/item';
import { committedChangeOf } from '#shared/events/stream-record';
import type { WebhookDelivery } from '#shared/webhooks/delivery-record';
import { listDeliveriesNewestFirst } from '#shared/webhooks/store';
import { withinDeadline } from '#tools/deadline';
import { recordsOf } from '#tools/events/set-aside-batches';

/** A webhook waited for: how the figure names it, its subscription, how to tell its delivery, its change. */
export interface ExpectedWebhook {
  /** "version 1000012", "event bench-event-7". */
  label: string;
  subscriptionId: string;
  isIt: (delivery: WebhookDelivery) => boolean;
  /** The item whose committed change makes the event: looked for among the records set aside. */
  change?: ItemKey;
}

/** Labels named per cause; the rest are counted. */
const NAMED = 5;
const PAGE = 100;
/**
 * Within the few seconds a missed deadline's explanation gets: a store that
 * has stopped answering is then named as the cause, not left as a bare timeout.
 */
const STORE_ANSWERS_WITHIN_MS = 4_000;

/**
 * Why webhooks did not arrive, as the store tells it, grouped by cause: the
 * delivery recorded (`failed` with its attempts and last status, or still
 * `pending`), the change set aside in `setAsideBucket`, or nothing at all
 * (the change was never published, or its delivery never recorded).
 */
export async function whyNotArrived(
  missing: readonly ExpectedWebhook[],
  setAsideBucket?: string,
): Promise<string> {
  if (missing.length === 0) return 'every webhook arrived';
  const { deliveries, setAside } = await withinDeadline(
    'the store (DynamoDB, S3) answering what became of them',
    STORE_ANSWERS_WITHIN_MS,
    async () => {
      const deliveries = new Map<string, WebhookDelivery[]>();
      for (const subscriptionId of new Set(missing.map((expected) => expected.subscriptionId)))
        deliveries.set(subscriptionId, await allDeliveriesOf(subscriptionId));
      const setAside = setAsideBucket === undefined ? [] : await changesSetAside(setAsideBucket);
      return { deliveries, setAside };
    },
  );

  const byCause = new Map<string, string[]>();
  for (const expected of missing) {
    const delivery = deliveries.get(expected.subscriptionId)?.find(expected.isIt);
    const aside = expected.change && setAside.find((key) => sameKey(key, expected.change!));
    const cause = `to subscription ${expected.subscriptionId}: ${
      delivery
        ? deliveryCause(delivery)
        : aside
          ? `its change was set aside in ${setAsideBucket} after every attempt to publish it`
          : 'nothing recorded (no delivery, no change set aside)'
    }`;
    byCause.set(cause, [...(byCause.get(cause) ?? []), expected.label]);
  }
  const groups = [...byCause].map(([cause, labels]) => {
    const more = labels.length > NAMED ? ` and ${labels.length - NAMED} more` : '';
    return `${labels.slice(0, NAMED).join(', ')}${more} ${cause}`;
  });
  return `${missing.length} did not arrive: ${groups.join('; ')}`;
}

function deliveryCause({ status, attempts, lastResponseStatus }: WebhookDelivery): string {
  const last = lastResponseStatus === null ? 'no answer' : `status ${lastResponseStatus}`;
  const tried = `after ${attempts} attempt(s), the last: ${attempts === 0 ? 'none' : last}`;
  if (status === 'failed') return `delivery recorded failed ${tried}`;
  if (status === 'pending') return `delivery still pending ${tried}`;
  return `delivery recorded delivered ${tried}, yet not received here`;
}

async function allDeliveriesOf(subscriptionId: string): Promise<WebhookDelivery[]> {
  const all: WebhookDelivery[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { items, hasMore } = await listDeliveriesNewestFirst(subscriptionId, { offset, limit: PAGE });
    all.push(...items);
    if (!hasMore) return all;
  }
}

/** The keys of the items whose changes are set aside in `bucket`. */
async function changesSetAside(bucket: string): Promise<ItemKey[]> {
  const keys: ItemKey[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key }));
      for (const record of recordsOf((await object.Body?.transformToString()) ?? '')) {
        const { before, after } = committedChangeOf(record);
        const item = after ?? before;
        if (item !== undefined) keys.push({ pk: String(item.pk), sk: String(item.sk) });
      }
    }
    token = page.NextContinuationToken;
  } while (token !== undefined);
  return keys;
}

const sameKey = (one: ItemKey, other: ItemKey) => one.pk === other.pk && one.sk === other.sk;
