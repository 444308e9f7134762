import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { FEED, feedEventKey, feedHeadKey, feedPositionKey } from '#shared/feed/keys';
import { feedEventItem, feedHeadItem, feedPositionItem } from './items';

/**
 * The event feed (`GET /events`): every outbound event at a position 1, 2, 3, ...
 *
 * Access patterns: append (the stream consumer), a page from a position (one
 * Query on the feed partition, strongly consistent), one event by id (two
 * GetItems: its position, then the event), the oldest position kept (one
 * Query of one item).
 *
 * Why a reader never sees a position become visible below one it passed: an
 * append writes positions head+1..head+n, in one transaction conditioned on
 * the head item still being `head`. The head only moves in such a transaction,
 * so positions head+1.. are written after every position up to head committed:
 * visibility order is position order, however many functions append at once.
 */

/** At most 100 items per transaction: the head, and an event and its position item each. */
const EVENTS_PER_APPEND = 49;
/** DynamoDB takes at most 4 MB per transaction; 1 MB left for keys and attributes. */
const BYTES_PER_APPEND = 3 * 1024 * 1024;
const ATTEMPTS = 50;
const QUERIES_PER_PAGE = 2;

export interface FeedEvent extends OutboundEvent {
  position: number;
}

/** Events in appends that fit one transaction, in their order. */
function appendsOf(events: readonly OutboundEvent[]): OutboundEvent[][] {
  const appends: OutboundEvent[][] = [];
  let bytes = 0;
  for (const event of events) {
    const size = Buffer.byteLength(JSON.stringify(event), 'utf8');
    const last = appends.at(-1);
    if (last === undefined || last.length >= EVENTS_PER_APPEND || bytes + size > BYTES_PER_APPEND) {
      appends.push([event]);
      bytes = size;
    } else {
      last.push(event);
      bytes += size;
    }
  }
  return appends;
}

async function headPosition(): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: config.tableName, Key: feedHeadKey(), ConsistentRead: true }),
  );
  return (Item?.data as { position: number } | undefined)?.position ?? 0;
}

/**
 * Appends `events` in their order after the last position. An event already
 * appended (same id: the stream handed the same change again) is left where it
 * is, so appending again is safe.
 */
export async function appendToFeed(events: readonly OutboundEvent[]): Promise<void> {
  for (const append of appendsOf(events)) await appendOnce(append);
}

async function appendOnce(events: readonly OutboundEvent[]): Promise<void> {
  const TableName = config.tableName;
  let pending = [...events];
  for (let attempt = 1; pending.length > 0; attempt++) {
    const head = await headPosition();
    const next = head + pending.length;
    const headUpdate = {
      Put: {
        TableName,
        Item: feedHeadItem(next),
        ConditionExpression: head === 0 ? 'attribute_not_exists(pk)' : '#data.#position = :head',
        ...(head !== 0 && {
          ExpressionAttributeNames: { '#data': 'data', '#position': 'position' },
          ExpressionAttributeValues: { ':head': head },
        }),
      },
    };
    const writes = pending.flatMap((event, index) => {
      const position = head + 1 + index;
      return [
        { Put: { TableName, Item: feedEventItem(event, position) } },
        {
          Put: {
            TableName,
            Item: feedPositionItem(event, position),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ];
    });
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: [headUpdate, ...writes] }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= ATTEMPTS) throw error;
      const reasons = error.CancellationReasons ?? [];
      // Position items follow the head and each event: index 2 + 2i is event i's.
      const appended = new Set(
        pending.filter((_, index) => reasons[2 + 2 * index]?.Code === 'ConditionalCheckFailed'),
      );
      pending = pending.filter((event) => !appended.has(event));
      // Another append moved the head, or the transactions collided: read the head again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * attempt)));
    }
  }
}

const feedEventOf = (item: Record<string, unknown>): FeedEvent => ({
  position: item.position as number,
  ...(item.data as OutboundEvent),
});

/**
 * Up to `limit` events after `after` that `accepts` takes, oldest first, and
 * the first and last positions read (a gap after `after` is expired events; the last is where to resume). At most two Queries: a filter that
 * takes few events gives a short page rather than a long read.
 */
export async function feedPage(
  after: number,
  limit: number,
  accepts: (event: OutboundEvent) => boolean,
): Promise<{ events: FeedEvent[]; firstRead: number | undefined; lastRead: number }> {
  const events: FeedEvent[] = [];
  let firstRead: number | undefined;
  let lastRead = after;
  let startKey: Record<string, unknown> | undefined;
  let queries = 0;
  do {
    queries++;
    const output = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :feed AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':feed': FEED,
          ':from': feedEventKey(after + 1).sk,
          ':to': feedEventKey(Number.MAX_SAFE_INTEGER).sk,
        },
        ConsistentRead: true,
        Limit: limit - events.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of output.Items ?? []) {
      const event = feedEventOf(item);
      firstRead ??= event.position;
      lastRead = event.position;
      if (accepts(event)) events.push(event);
    }
    startKey = output.LastEvaluatedKey;
  } while (startKey !== undefined && events.length < limit && queries < QUERIES_PER_PAGE);
  return { events, firstRead, lastRead };
}

/** The last position handed out (0 before the first event). */
export const newestFeedPosition = headPosition;

/** One event by id, or undefined when it was never appended or has expired. */
export async function feedEventById(eventId: string): Promise<FeedEvent | undefined> {
  const { Item: marker } = await documentClient.send(
    new GetCommand({ TableName: config.tableName, Key: feedPositionKey(eventId) }),
  );
  if (marker === undefined) return undefined;
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: config.tableName,
      Key: feedEventKey((marker.data as { position: number }).position),
    }),
  );
  return Item === undefined ? undefined : feedEventOf(Item);
}
