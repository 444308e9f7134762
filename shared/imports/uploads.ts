import { randomUUID } from 'node:crypto';
import { s3 } from '#shared/aws/s3';
import { presignUpload } from '#shared/aws/s3-presigner';
import { config } from '#shared/config';
import type { ImportUploadRequest } from './request-schemas';

/** How long the presigned upload is valid. */
const UPLOAD_VALIDITY_SECONDS = 15 * 60;

/** Where data files uploaded for an import go: under the drop bucket's uploads/, which the upload grant covers. */
const IMPORT_UPLOADS_PREFIX = 'uploads/imports/';

/**
 * POST /imports/uploads: a presigned form upload of one data file into the
 * drop bucket, at a key chosen here, of at most the declared size; the caller
 * then names it in POST /imports.
 */
export async function issueImportUpload(body: ImportUploadRequest) {
  const issuedAt = Date.now();
  const bucket = config.dropBucket;
  const key = `${IMPORT_UPLOADS_PREFIX}${randomUUID()}.json`;
  const { url, fields } = await presignUpload(s3, {
    bucket,
    key,
    contentType: 'application/json',
    maxBytes: body.contentLength,
    expiresIn: UPLOAD_VALIDITY_SECONDS,
  });
  return {
    bucket,
    fileKey: key,
    method: 'POST' as const,
    url,
    headers: {},
    fields,
    expiresAt: new Date(issuedAt + UPLOAD_VALIDITY_SECONDS * 1000).toISOString(),
  };
}
