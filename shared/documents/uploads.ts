import { randomUUID } from 'node:crypto';
import { uploadTicket } from '#shared/aws/s3-presigner';
import { config } from '#shared/config';
import { AccessDenied, InvalidValue } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import { actorOf, type Principal } from '#shared/domain/principal';
import {
  type DocumentMediaType,
  IMAGE_FORMATS,
  type ImageFormat,
  MEDIA_TYPE_OF_FORMAT,
} from '#shared/domain/types';
import { currentSettings } from '#shared/settings/current-settings';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';
import { assertTypeSupported } from './document-types';
import type { UploadRequest } from './request-schemas';
import { UPLOADS_PREFIX } from './upload-keys';
import { issuedUploads, putIssuedUpload } from './upload-store';

const OBJECT_NAME = 'ImageUploadRequest';

/** How long an issued key may be submitted by its driver after it was issued. */
export const ISSUED_KEY_KEPT_HOURS = 24;

const EXTENSION_OF_FORMAT: Record<ImageFormat, string> = { tiff: 'tif', pdf: 'pdf', png: 'png', jpeg: 'jpg' };

/** The settings' format of a declared media type, when the TMS accepts it. */
async function acceptedFormatOf(contentType: DocumentMediaType): Promise<ImageFormat> {
  const { imageFormats } = await currentSettings();
  const accepted = IMAGE_FORMATS.filter((format) => imageFormats.includes(format));
  const format = accepted.find((candidate) => MEDIA_TYPE_OF_FORMAT[candidate] === contentType);
  if (format === undefined) {
    const acceptedTypes = accepted.map((candidate) => MEDIA_TYPE_OF_FORMAT[candidate]).join(', ');
    throw new InvalidValue(
      OBJECT_NAME,
      'contentType',
      `Invalid value for 'contentType': this TMS accepts ${acceptedTypes}.`,
    );
  }
  return format;
}

/**
 * POST /images/uploads: a presigned form upload of one file into the drop
 * bucket, at a key chosen here (never from the request), bound to the declared
 * media type and at most the declared size. The key is recorded with its
 * caller first: a driver may later submit only keys issued to it.
 */
export async function issueUpload(body: UploadRequest, principal: Principal) {
  await assertTypeSupported(OBJECT_NAME, body.type);
  const { shipment } = await requireShipment(body.entityId, hrefs.shipment(body.entityId));
  assertMayReachShipment(principal, shipment);
  const format = await acceptedFormatOf(body.contentType);
  if (body.contentLength > config.maxDocumentPageBytes) {
    throw new InvalidValue(
      OBJECT_NAME,
      'contentLength',
      `Invalid value for 'contentLength': a page is at most ${config.maxDocumentPageBytes} bytes.`,
    );
  }

  const issuedAt = new Date();
  const bucket = config.dropBucket;
  const key = `${UPLOADS_PREFIX}${randomUUID()}.${EXTENSION_OF_FORMAT[format]}`;
  await putIssuedUpload({
    bucket,
    key,
    context: body.context,
    shipmentId: shipment.id,
    type: body.type,
    contentType: body.contentType,
    contentLength: body.contentLength,
    issuedTo: actorOf(principal),
    issuedAt: issuedAt.toISOString(),
    keptUntil: new Date(issuedAt.getTime() + ISSUED_KEY_KEPT_HOURS * 3_600_000).toISOString(),
  });
  return uploadTicket({ bucket, key, contentType: body.contentType, maxBytes: body.contentLength }, issuedAt);
}

/** What an issued key's object must be, checked when its page is read. */
export interface DeclaredUpload {
  contentType: string;
  contentLength: number;
}

/**
 * The issued keys a `POST /images` from a bucket names, checked against what
 * was declared for them; resolves what each one's object must be.
 * - A driver names only drop-bucket keys `/images/uploads` issued to that
 *   driver (403 otherwise): a driver's token must not reach files other
 *   callers put in the shared drop bucket. Dispatchers name any key of an
 *   allowed bucket.
 * - An issued key is bound to its declaration: a submission for another
 *   context, shipment or type is a 400 naming `fileKey`, whoever sends it.
 */
export async function checkIssuedKeys(
  principal: Principal,
  submission: { context: string; entityId: string; type: string; bucket: string; keys: readonly string[] },
  objectName: string,
): Promise<Record<string, DeclaredUpload>> {
  const { bucket, keys } = submission;
  const issued = await issuedUploads(bucket, keys);
  if (principal.role === 'driver') {
    const ownKeys = new Set(
      issued
        .filter((upload) => upload.issuedTo.role === 'driver' && upload.issuedTo.id === principal.driverId)
        .map((upload) => upload.key),
    );
    const foreign = keys.find((key) => !ownKeys.has(key));
    if (foreign !== undefined) {
      throw new AccessDenied(
        `A driver may submit only files uploaded through POST /images/uploads with its own token: fileKey '${foreign}' was not issued to this driver.`,
      );
    }
  }
  const unbound = issued.find(
    (upload) =>
      upload.context !== submission.context ||
      upload.shipmentId !== submission.entityId ||
      upload.type !== submission.type,
  );
  if (unbound !== undefined) {
    throw new InvalidValue(
      objectName,
      'fileKey',
      `Invalid value for 'fileKey': '${unbound.key}' was issued for ${unbound.context} ${unbound.shipmentId} ${unbound.type}, not for ${submission.context} ${submission.entityId} ${submission.type}.`,
    );
  }
  return Object.fromEntries(
    issued.map((upload) => [
      upload.key,
      { contentType: upload.contentType, contentLength: upload.contentLength },
    ]),
  );
}
