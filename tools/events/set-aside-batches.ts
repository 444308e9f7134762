import { randomUUID } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';

/**
 * What Lambda writes to the stream's S3 on-failure destination when a batch
 * fails every attempt: the invocation record (why and where) with the batch
 * itself, the stream records with both images, as `payload`. The local event
 * stream writes the same for a record it gives up on.
 */
export interface SetAsideBatch {
  requestContext: { condition: string; approximateInvokeCount: number; functionArn?: string };
  version: string;
  timestamp: string;
  DDBStreamBatchInfo: {
    shardId: string;
    startSequenceNumber: string;
    endSequenceNumber: string;
    batchSize: number;
    streamArn?: string;
  };
  /** The invocation's event, `{ "Records": [...] }`, as JSON text. */
  payload: string | { Records: DynamoDBRecord[] };
}

/** The set-aside record of `records` after `attempts` failed invocations. */
export function setAsideBatchOf(
  records: readonly DynamoDBRecord[],
  where: { shardId: string; attempts: number; streamArn?: string },
): SetAsideBatch {
  const sequence = (record: DynamoDBRecord | undefined) => record?.dynamodb?.SequenceNumber ?? '';
  return {
    requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: where.attempts },
    version: '1.0',
    timestamp: new Date().toISOString(),
    DDBStreamBatchInfo: {
      shardId: where.shardId,
      startSequenceNumber: sequence(records[0]),
      endSequenceNumber: sequence(records.at(-1)),
      batchSize: records.length,
      ...(where.streamArn !== undefined && { streamArn: where.streamArn }),
    },
    payload: JSON.stringify({ Records: records }, lambdaBinary),
  };
}

/**
 * Binary attribute values as Lambda hands them (base64 text): the streams API
 * gives bytes, which JSON would otherwise spell as an object of numbers.
 */
function lambdaBinary(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Uint8Array ? Buffer.from(original).toString('base64') : value;
}

/** Where a set-aside batch is stored: Lambda's layout, `aws/lambda/<mapping>/<shard>/<yyyy>/<mm>/<dd>/<time>-<id>`. */
export function setAsideKeyOf(batch: SetAsideBatch, mapping = 'local'): string {
  const at = batch.timestamp;
  const [date = ''] = at.split('T');
  return `aws/lambda/${mapping}/${batch.DDBStreamBatchInfo.shardId}/${date.replaceAll('-', '/')}/${at.replaceAll(':', '.')}-${randomUUID()}`;
}

/**
 * The stream records of a set-aside object's text; throws, saying why, for
 * anything else. The batch is read from `payload` (or `requestPayload`, the
 * name Lambda's asynchronous destinations use), as an object or as text,
 * JSON or base64 JSON, so that a variation of Lambda's record still reads.
 */
export function recordsOf(text: string): DynamoDBRecord[] {
  let batch: Record<string, unknown>;
  try {
    batch = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error('not JSON');
  }
  const payload = parsedPayload(batch.payload ?? batch.requestPayload);
  const records = (payload as { Records?: unknown } | undefined)?.Records;
  if (!Array.isArray(records))
    throw new Error('no payload with stream records (not a set-aside stream batch)');
  return records as DynamoDBRecord[];
}

function parsedPayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  for (const candidate of [payload, Buffer.from(payload, 'base64').toString('utf8')]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Not this spelling: try the next.
    }
  }
  return undefined;
}
