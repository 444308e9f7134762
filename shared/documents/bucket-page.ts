import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { isAllowedSourceBucket } from './allowed-buckets';
import { pageTooLarge, readAtMost } from './bounded-read';
import { permanentFailure, retryableFailure } from './failures';
import { fileKeyProblem } from './file-key';
import { declaredTypeMismatch } from './page-format';
import type { DeclaredUpload } from './uploads';

/** The media type of a `Content-Type`, without parameters, in lower case. */
const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** Why a stored object is not the file declared for its key, if it is not. */
function declarationMismatch(
  key: string,
  stored: { size: number | undefined; contentType: string | undefined },
  declared: DeclaredUpload,
): string | undefined {
  if (stored.size !== declared.contentLength) {
    return `the object stored at ${key} is ${stored.size ?? 'an unknown number of'} bytes, but its upload declared contentLength ${declared.contentLength}`;
  }
  if (mediaTypeOf(stored.contentType) !== mediaTypeOf(declared.contentType)) {
    return `the object stored at ${key} is of type ${stored.contentType ?? 'unknown'}, but its upload declared contentType ${declared.contentType}`;
  }
  return undefined;
}

/**
 * Reads one page from an allowed bucket. A missing object is worth retrying: an
 * integrator may post the submission while the upload is still finishing. A
 * key `/images/uploads` issued (`declared`) must hold exactly the file
 * declared: its size, its `Content-Type`, and bytes of that type by their content.
 */
export async function readBucketPage(
  bucket: string,
  key: string,
  maxBytes: number,
  declared?: DeclaredUpload,
): Promise<Buffer> {
  // Checked at POST already; checked again because the allowed list may have changed since.
  if (!isAllowedSourceBucket(bucket)) {
    throw permanentFailure(`bucket ${bucket} is not one this TMS reads documents from`);
  }
  // Checked at POST already; checked again because a queued message may not have come through it.
  const keyProblem = fileKeyProblem(key);
  if (keyProblem !== undefined) throw permanentFailure(`fileKey ${keyProblem}`);
  let body: Readable;
  let size: number | undefined;
  let contentType: string | undefined;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    body = object.Body as Readable;
    size = object.ContentLength;
    contentType = object.ContentType;
  } catch (error) {
    if (error instanceof NoSuchKey) throw retryableFailure(`bucket ${bucket} has no object ${key}`, error);
    throw retryableFailure(`object ${key} of bucket ${bucket} could not be read`, error);
  }
  if (size !== undefined && size > maxBytes) {
    body.destroy();
    throw pageTooLarge(maxBytes);
  }
  const mismatch = declared && declarationMismatch(key, { size, contentType }, declared);
  if (mismatch !== undefined) {
    body.destroy();
    throw permanentFailure(mismatch);
  }
  const bytes = await readAtMost(body, maxBytes);
  const contentMismatch = declared && (await declaredTypeMismatch(key, bytes, declared.contentType));
  if (contentMismatch !== undefined) throw permanentFailure(contentMismatch);
  return bytes;
}
