import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { isAllowedSourceBucket } from './allowed-buckets';
import { pageTooLarge, readAtMost } from './bounded-read';
import { permanentFailure, retryableFailure } from './failures';
import { fileKeyProblem } from './file-key';

/**
 * Reads one page from an allowed bucket. A missing object is worth retrying: an
 * integrator may post the submission while the upload is still finishing.
 */
export async function readBucketPage(bucket: string, key: string, maxBytes: number): Promise<Buffer> {
  // Checked at POST already; checked again because the allowed list may have changed since.
  if (!isAllowedSourceBucket(bucket)) {
    throw permanentFailure(`bucket ${bucket} is not one this TMS reads documents from`);
  }
  // Checked at POST already; checked again because a queued message may not have come through it.
  const keyProblem = fileKeyProblem(key);
  if (keyProblem !== undefined) throw permanentFailure(`fileKey ${keyProblem}`);
  let body: Readable;
  let size: number | undefined;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    body = object.Body as Readable;
    size = object.ContentLength;
  } catch (error) {
    if (error instanceof NoSuchKey) throw retryableFailure(`bucket ${bucket} has no object ${key}`, error);
    throw retryableFailure(`object ${key} of bucket ${bucket} could not be read`, error);
  }
  if (size !== undefined && size > maxBytes) {
    body.destroy();
    throw pageTooLarge(maxBytes);
  }
  return readAtMost(body, maxBytes);
}
