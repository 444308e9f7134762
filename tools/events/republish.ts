import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DeleteMessageCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { publishChange } from '#shared/events/publish';
import { recordsOf } from './set-aside-batches';

export interface RepublishOptions {
  /** The set-aside bucket (API stack output `SetAsideBucketName`). */
  bucket: string;
  s3: S3Client;
  /** The notice queue (output `SetAsideNoticeQueueUrl`): notices of republished objects are deleted. */
  notices?: { queueUrl: string; sqs: SQSClient };
  /** Told of each object's outcome. */
  log?: (line: string) => void;
}

export interface RepublishReport {
  /** Objects whose events were all published again, then deleted. */
  republished: number;
  /** Events published again (the same ids as the first time). */
  events: number;
  /** Objects kept, with why: nothing is deleted before its events are out. */
  kept: { key: string; reason: string }[];
}

/**
 * Publishes again the events of every stream batch set aside in `bucket`:
 * each record with the stream consumer's own code (`publishChange`), so the
 * events keep their ids, deliveries already recorded are not recorded twice,
 * and every subscription gets each event once. An object is deleted only once
 * all its records are published; one that fails stays for the next run.
 */
export async function republishSetAsideBatches(options: RepublishOptions): Promise<RepublishReport> {
  const log = options.log ?? (() => {});
  const report: RepublishReport = { republished: 0, events: 0, kept: [] };
  for await (const key of keysOf(options.s3, options.bucket)) {
    try {
      const object = await options.s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      const records = recordsOf((await object.Body?.transformToString()) ?? '');
      // In order, as the stream would: a later change of the same item goes after an earlier one.
      let events = 0;
      for (const record of records) events += (await publishChange(record)).length;
      await options.s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
      report.republished += 1;
      report.events += events;
      log(`republished ${key}: ${records.length} change(s), ${events} event(s)`);
    } catch (error) {
      report.kept.push({ key, reason: (error as Error).message });
      log(`kept ${key}: ${(error as Error).message}`);
    }
  }
  if (options.notices !== undefined) await clearNotices(options.notices, options.s3, options.bucket);
  return report;
}

async function* keysOf(s3: S3Client, bucket: string): AsyncGenerator<string> {
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key !== undefined) yield object.Key;
    token = page.NextContinuationToken;
  } while (token !== undefined);
}

/** Deletes the notices whose objects are gone (republished) or that name none (S3's test event). */
async function clearNotices(
  notices: NonNullable<RepublishOptions['notices']>,
  s3: S3Client,
  bucket: string,
): Promise<void> {
  const seen = new Set<string>();
  for (;;) {
    const { Messages = [] } = await notices.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: notices.queueUrl,
        MaxNumberOfMessages: 10,
        VisibilityTimeout: 30,
      }),
    );
    const fresh = Messages.filter((message) => message.MessageId && !seen.has(message.MessageId));
    if (fresh.length === 0) return;
    for (const message of fresh) {
      seen.add(message.MessageId ?? '');
      const keys = keysNamedBy(message.Body ?? '');
      const remaining = await Promise.all(keys.map((key) => exists(s3, bucket, key)));
      if (remaining.some(Boolean)) continue;
      await notices.sqs.send(
        new DeleteMessageCommand({ QueueUrl: notices.queueUrl, ReceiptHandle: message.ReceiptHandle }),
      );
    }
  }
}

/** The object keys an S3 event notification names (URL-encoded there, with `+` for spaces). */
function keysNamedBy(body: string): string[] {
  try {
    const event = JSON.parse(body) as { Records?: { s3?: { object?: { key?: string } } }[] };
    return (event.Records ?? []).flatMap((record) => {
      const key = record.s3?.object?.key;
      return key === undefined ? [] : [decodeURIComponent(key.replaceAll('+', ' '))];
    });
  } catch {
    return [];
  }
}

async function exists(s3: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}
