import { randomUUID } from 'node:crypto';
import { uploadTicket } from '#shared/aws/s3-presigner';
import { config } from '#shared/config';
import type { ImportUploadRequest } from './request-schemas';

/** Where data files uploaded for an import go: under the drop bucket's uploads/, which the upload grant covers. */
const IMPORT_UPLOADS_PREFIX = 'uploads/imports/';

/**
 * POST /imports/uploads: a presigned form upload of one data file into the
 * drop bucket, at a key chosen here, of at most the declared size; the caller
 * then names it in POST /imports.
 */
export async function issueImportUpload(body: ImportUploadRequest) {
  const key = `${IMPORT_UPLOADS_PREFIX}${randomUUID()}.json`;
  return uploadTicket(
    { bucket: config.dropBucket, key, contentType: 'application/json', maxBytes: body.contentLength },
    new Date(),
  );
}
