import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { PresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './s3';

/** A presigned GET URL of one object, valid for `expiresIn` seconds. */
export type PresignGetObject = (bucket: string, key: string, expiresIn: number) => Promise<string>;

/**
 * Presigned GetObject URLs from the SDK's own presigner. Each URL is signed at
 * the call with the credentials the client's provider gives then (rotated ones
 * included); signing makes no call to S3. It costs 0.4 to 0.8 ms per URL
 * (docs/performance.md), under the 1 ms that would justify a hand-written one.
 */
export function getObjectPresigner(client: S3Client): PresignGetObject {
  return (bucket, key, expiresIn) =>
    getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn });
}

/** Presigns with the service's S3 client (./s3.ts): its endpoint, region and credentials. */
export const presignGetObject: PresignGetObject = getObjectPresigner(s3);

/** What an upload may be: S3 refuses any other object under the presigned form. */
export interface UploadBounds {
  bucket: string;
  key: string;
  contentType: string;
  /** The largest object S3 accepts, in bytes (at least 1). */
  maxBytes: number;
  expiresIn: number;
}

/**
 * A presigned form POST: its signed policy binds the bucket, the key, the
 * Content-Type and a `content-length-range` of 1 to `maxBytes`, which S3 itself
 * enforces (a presigned PUT can bind one exact length, not a maximum).
 */
export async function presignUpload(client: S3Client, bounds: UploadBounds): Promise<PresignedPost> {
  // Loaded at the first upload, not at every cold start (a chunk of its own; docs/performance.md).
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  return createPresignedPost(client, {
    Bucket: bounds.bucket,
    Key: bounds.key,
    Fields: { 'Content-Type': bounds.contentType },
    Conditions: [
      ['content-length-range', 1, bounds.maxBytes],
      ['eq', '$Content-Type', bounds.contentType],
    ],
    Expires: bounds.expiresIn,
  });
}

/** How long a presigned upload is valid. */
export const UPLOAD_VALIDITY_SECONDS = 15 * 60;

/**
 * The answer to an upload request (POST /images/uploads, POST /imports/uploads):
 * a form POST presigned with the service's client, valid for
 * UPLOAD_VALIDITY_SECONDS from `issuedAt`.
 */
export async function uploadTicket(bounds: Omit<UploadBounds, 'expiresIn'>, issuedAt: Date) {
  const { url, fields } = await presignUpload(s3, { ...bounds, expiresIn: UPLOAD_VALIDITY_SECONDS });
  return {
    bucket: bounds.bucket,
    fileKey: bounds.key,
    method: 'POST' as const,
    url,
    headers: {},
    fields,
    expiresAt: new Date(issuedAt.getTime() + UPLOAD_VALIDITY_SECONDS * 1000).toISOString(),
  };
}
