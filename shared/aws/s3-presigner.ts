import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
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
