import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { StoredItem } from '#shared/data/item';
import {
  ENTITY,
  FEED_POSITION_DIGITS,
  feedCounterKey,
  feedMarkerKey,
  feedPositionKey,
} from '#shared/data/keys';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import type { FeedSlot } from './walk';

/**
 * The event feed's items (docs/data-model.md): the counter that hands out
 * positions, one item per position (an event, or a hole), and a marker per
 * event id that says where it is. Access patterns: reserve the next position
 * (an atomic ADD on the counter); write an event at its position with its
 * marker (one transaction, both conditional, so an event is in the feed once);
 * write a hole at a position not written; read the positions after one in
 * order (a query of partition `FEED`); read an event by id (marker, then position).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last position's sort key: every position sorts at or below it, the counter after it. */
const LAST_POSITION_SK = '9'.repeat(FEED_POSITION_DIGITS);
/** A transaction that met another writer's is tried again this often at the same position. */
const CONFLICT_ATTEMPTS = 10;

const expiresAtEpochOf = (writtenAt: number) =>
  Math.floor((writtenAt + config.eventRetentionDays * DAY_MS) / 1000);

/** The next position, reserved: nobody else gets it. */
export async function reservePosition(): Promise<number> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: feedCounterKey(),
      UpdateExpression: 'ADD #last :one SET #entity = :entity',
      ExpressionAttributeNames: { '#last': 'last', '#entity': 'entity' },
      ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.feedCounter },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.last as number;
}

/** Writes a hole at `position` unless something is there; false when something was. */
export async function writeHole(position: number, now = Date.now()): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...feedPositionKey(position),
          entity: ENTITY.feed,
          hole: true,
          writtenAt: now,
          expiresAtEpoch: expiresAtEpochOf(now),
        },
        ConditionExpression: 'attribute_not_exists(sk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

type Outcome = 'written' | 'already-in-feed' | 'position-taken' | 'conflict';

async function writeAt(position: number, event: OutboundEvent): Promise<Outcome> {
  const writtenAt = Date.now();
  const expiresAtEpoch = expiresAtEpochOf(writtenAt);
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: config.tableName,
              Item: {
                ...feedPositionKey(position),
                entity: ENTITY.feed,
                data: event,
                writtenAt,
                expiresAtEpoch,
              },
              ConditionExpression: 'attribute_not_exists(sk)',
            },
          },
          {
            Put: {
              TableName: config.tableName,
              Item: {
                ...feedMarkerKey(event.id),
                entity: ENTITY.feedMarker,
                data: { position },
                expiresAtEpoch,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [atPosition, atMarker] = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    if (atMarker === 'ConditionalCheckFailed') return 'already-in-feed';
    if (atPosition === 'ConditionalCheckFailed') return 'position-taken';
    if (atPosition === 'TransactionConflict' || atMarker === 'TransactionConflict') return 'conflict';
    throw error;
  }
}

/**
 * Appends one event at the next position, once: an event already in the feed
 * (its record published again) leaves a hole at the position it reserved; a
 * position a reader filled with a hole meanwhile (the writer was slower than
 * the grace) is given up for the next one.
 */
export async function appendToFeed(event: OutboundEvent, reserve = reservePosition): Promise<void> {
  for (;;) {
    const position = await reserve();
    for (let attempt = 1; ; attempt++) {
      const outcome = await writeAt(position, event);
      if (outcome === 'written') return;
      if (outcome === 'already-in-feed') {
        await writeHole(position);
        return;
      }
      if (outcome === 'position-taken') break;
      if (attempt >= CONFLICT_ATTEMPTS) throw new Error(`The feed position ${position} stayed contended.`);
    }
  }
}

function slotOf(item: StoredItem): FeedSlot {
  const slot = { position: Number(item.sk), writtenAt: item.writtenAt as number };
  return item.hole === true ? slot : { ...slot, event: item.data as OutboundEvent };
}

/** Up to `limit` positions written after `after`, in order (one query: strongly consistent). */
export async function readFeedAfter(
  after: number,
  limit: number,
): Promise<{ slots: FeedSlot[]; more: boolean }> {
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': ENTITY.feed,
        ':from': feedPositionKey(after + 1).sk,
        ':to': LAST_POSITION_SK,
      },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return { slots: Items.map(slotOf), more: LastEvaluatedKey !== undefined };
}

/** The oldest position still kept, or undefined when the feed is empty. */
export async function oldestKept(): Promise<FeedSlot | undefined> {
  return (await readFeedAfter(0, 1)).slots[0];
}

/** The event with this id, or undefined when it is not in the feed (or no longer). */
export async function feedEventById(eventId: string): Promise<OutboundEvent | undefined> {
  const marker = await documentClient.send(
    new GetCommand({ TableName: config.tableName, Key: feedMarkerKey(eventId), ConsistentRead: true }),
  );
  const position = (marker.Item?.data as { position: number } | undefined)?.position;
  if (position === undefined) return undefined;
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: config.tableName, Key: feedPositionKey(position) }),
  );
  return Item === undefined || Item.hole === true ? undefined : slotOf(Item).event;
}
