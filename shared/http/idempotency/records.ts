import {
  IdempotencyItemAlreadyExistsError,
  IdempotencyRecordStatus,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { IdempotencyRecord } from '@aws-lambda-powertools/idempotency/persistence';
import {
  type AttributeValue,
  ConditionalCheckFailedException,
  DeleteItemCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { config } from '#shared/config';
import { conditionalWrite } from '#shared/data/conditional-write';
import type { ItemKey } from '#shared/data/item';
import { MAX_ITEM_BYTES } from '#shared/data/write-limits';
import { idempotencyRecordKey } from '#shared/http/idempotency/keys';
import { ownClaim } from './claim';
import { IDEMPOTENCY_ATTRIBUTES as ATTRIBUTES } from './fence';

/**
 * Idempotency records (docs/data-model.md): Powertools' DynamoDB persistence
 * on the single table, one partition per record (`pk = IDEMPOTENCY#<hash>`,
 * `sk = IDEMPOTENCY`), expiring through the table's TTL attribute. Four
 * changes to Powertools' own behaviour, each for a promise it cannot keep alone:
 * - a record is read before it is claimed, so a replay costs one read and no write;
 * - a claim carries its request's token (./claim.ts): an SDK retry of the claim
 *   that meets it is the claim's own, not a 409; only that request releases
 *   it, and a claim whose answer never came is released too;
 * - a change committed under a record marks it in the same transaction (the
 *   fence, `committedAt`): a record whose change is stored is never claimed or
 *   deleted again, and is answered from the current state if its response was lost;
 * - a response too large for the item is not stored; its replay is answered the same way.
 */
type RecordFields = ConstructorParameters<typeof IdempotencyRecord>[0];
type JSONValue = Exclude<RecordFields['responseData'], undefined>;

/** Stored in place of a response that was lost or could not be kept: answer from the current state. */
export const ANSWER_FROM_CURRENT_STATE = { answerFromCurrentState: true } as const;

/** What a stored record may hold as its response, with room to spare for its other attributes. */
const MAX_RESPONSE_BYTES = MAX_ITEM_BYTES - 8 * 1024;

export class SingleTableIdempotencyStore extends DynamoDBPersistenceLayer {
  readonly #client: DynamoDBClient;
  readonly #tableName: string;

  constructor(client: DynamoDBClient, tableName: string) {
    super({
      tableName,
      awsSdkV3Client: client,
      keyAttr: 'pk',
      statusAttr: ATTRIBUTES.status,
      expiryAttr: ATTRIBUTES.expiry,
      inProgressExpiryAttr: ATTRIBUTES.inProgressExpiry,
      dataAttr: ATTRIBUTES.data,
      validationKeyAttr: ATTRIBUTES.validation,
    });
    this.#client = client;
    this.#tableName = tableName;
  }

  /** The table key of the record of a hashed idempotency key. */
  recordKey(idempotencyKey: string): ItemKey {
    return idempotencyRecordKey(idempotencyKey);
  }

  /** The table key of the record the request `payload` claims (the store must be configured). */
  recordKeyOf(payload: unknown): ItemKey {
    return this.recordKey(this.getHashedIdempotencyKey(payload as JSONValue));
  }

  protected override getKey(idempotencyKey: string): Record<string, AttributeValue> {
    const { pk, sk } = this.recordKey(idempotencyKey);
    return { pk: { S: pk }, sk: { S: sk } };
  }

  /**
   * Claims the record, unless a read finds it answered (completed, or its change
   * committed): then it is handed to Powertools as the existing record, without a write.
   */
  protected override async _putRecord(record: IdempotencyRecord): Promise<void> {
    const existing = await this.#read(record.idempotencyKey);
    if (existing !== undefined && existing.getStatus() !== IdempotencyRecordStatus.EXPIRED) {
      const inProgressLeaseLive =
        existing.getStatus() === IdempotencyRecordStatus.INPROGRESS &&
        (existing.inProgressExpiryTimestamp ?? Number.POSITIVE_INFINITY) > Date.now();
      if (existing.getStatus() === IdempotencyRecordStatus.COMPLETED || inProgressLeaseLive) {
        throw new IdempotencyItemAlreadyExistsError('The idempotency key has a record.', existing);
      }
    }
    await this.#claim(record);
  }

  /**
   * Powertools' conditional put (no record, or an expired one, or an expired
   * claim), with this request's claim token. A put refused because the record
   * holds that token was this request's own: an earlier attempt of it landed
   * and its answer was lost (a timeout the SDK retried). A put that failed
   * otherwise may have landed all the same: its claim is released.
   */
  async #claim(record: IdempotencyRecord): Promise<void> {
    const claim = ownClaim();
    const now = Date.now();
    const item: Record<string, AttributeValue> = {
      ...this.getKey(record.idempotencyKey),
      [ATTRIBUTES.status]: { S: record.getStatus() },
      [ATTRIBUTES.expiry]: { N: String(record.expiryTimestamp ?? 0) },
      [ATTRIBUTES.claim]: { S: claim },
      ...(record.inProgressExpiryTimestamp !== undefined && {
        [ATTRIBUTES.inProgressExpiry]: { N: String(record.inProgressExpiryTimestamp) },
      }),
      ...(record.payloadHash !== undefined && { [ATTRIBUTES.validation]: { S: record.payloadHash } }),
    };
    try {
      await this.#client.send(
        new PutItemCommand({
          TableName: this.#tableName,
          Item: item,
          ConditionExpression:
            'attribute_not_exists(pk) OR #expiry < :now OR (#status = :inProgress AND attribute_exists(#inProgressExpiry) AND #inProgressExpiry < :nowMs)',
          ExpressionAttributeNames: {
            '#expiry': ATTRIBUTES.expiry,
            '#status': ATTRIBUTES.status,
            '#inProgressExpiry': ATTRIBUTES.inProgressExpiry,
          },
          ExpressionAttributeValues: {
            ':now': { N: String(now / 1000) },
            ':nowMs': { N: String(now) },
            ':inProgress': { S: IdempotencyRecordStatus.INPROGRESS },
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) {
        await this.#release(record.idempotencyKey).catch(() => undefined);
        throw error;
      }
      const held = error.Item ?? (await this.#readItem(record.idempotencyKey));
      if (held?.[ATTRIBUTES.claim]?.S === claim) return;
      throw new IdempotencyItemAlreadyExistsError(
        'The idempotency key has a record.',
        held && recordOf(record.idempotencyKey, held),
      );
    }
  }

  /** A failed request frees its key, unless its change was committed: that one must never run twice. */
  protected override async _deleteRecord(record: IdempotencyRecord): Promise<void> {
    await this.#release(record.idempotencyKey);
  }

  /** Deletes the record while this request holds its claim and no change committed under it. */
  async #release(idempotencyKey: string): Promise<void> {
    await conditionalWrite(
      this.#client.send(
        new DeleteItemCommand({
          TableName: this.#tableName,
          Key: this.getKey(idempotencyKey),
          ConditionExpression: '#claim = :claim AND attribute_not_exists(#committedAt)',
          ExpressionAttributeNames: { '#claim': ATTRIBUTES.claim, '#committedAt': ATTRIBUTES.committedAt },
          ExpressionAttributeValues: { ':claim': { S: ownClaim() } },
        }),
      ),
    );
  }

  protected override async _updateRecord(record: IdempotencyRecord): Promise<void> {
    const size = Buffer.byteLength(JSON.stringify(record.responseData ?? null), 'utf8');
    if (size > MAX_RESPONSE_BYTES) record.responseData = ANSWER_FROM_CURRENT_STATE;
    await super._updateRecord(record);
  }

  async #read(idempotencyKey: string): Promise<IdempotencyRecord | undefined> {
    const item = await this.#readItem(idempotencyKey);
    return item === undefined ? undefined : recordOf(idempotencyKey, item);
  }

  async #readItem(idempotencyKey: string): Promise<Record<string, AttributeValue> | undefined> {
    const { Item: item } = await this.#client.send(
      new GetItemCommand({
        TableName: this.#tableName,
        Key: this.getKey(idempotencyKey),
        ConsistentRead: true,
      }),
    );
    return item;
  }
}

/** A stored record as Powertools reads it; a change committed without its answer is answered from the current state. */
function recordOf(idempotencyKey: string, item: Record<string, AttributeValue>): IdempotencyRecord {
  const status = (item[ATTRIBUTES.status]?.S ?? '') as RecordFields['status'];
  const committedWithoutAnswer =
    status === IdempotencyRecordStatus.INPROGRESS && item[ATTRIBUTES.committedAt] !== undefined;
  const number = (attribute: string) => {
    const value = item[attribute]?.N;
    return value === undefined ? undefined : Number(value);
  };
  return new IdempotencyRecord({
    idempotencyKey,
    status: committedWithoutAnswer ? IdempotencyRecordStatus.COMPLETED : status,
    expiryTimestamp: number(ATTRIBUTES.expiry),
    inProgressExpiryTimestamp: number(ATTRIBUTES.inProgressExpiry),
    responseData: committedWithoutAnswer ? ANSWER_FROM_CURRENT_STATE : unmarshallData(item[ATTRIBUTES.data]),
    payloadHash: item[ATTRIBUTES.validation]?.S,
  });
}

/** Powertools stores a response as a DynamoDB map; the replay needs it back as JSON. */
function unmarshallData(value: AttributeValue | undefined): JSONValue | undefined {
  return value === undefined ? undefined : attributeToJson(value);
}

function attributeToJson(value: AttributeValue): JSONValue {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return Number(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL !== undefined) return null;
  if (value.L !== undefined) return value.L.map(attributeToJson);
  if (value.M !== undefined)
    return Object.fromEntries(Object.entries(value.M).map(([name, inner]) => [name, attributeToJson(inner)]));
  return null;
}

let store: SingleTableIdempotencyStore | undefined;

/** The one store of a function, built at first use (the table name is checked at cold start). */
export function idempotencyStore(client: DynamoDBClient): SingleTableIdempotencyStore {
  store ??= new SingleTableIdempotencyStore(client, config.tableName);
  return store;
}
