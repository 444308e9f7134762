import { presignGetObject } from '#shared/aws/s3-presigner';
import { config } from '#shared/config';
import { resourceNotFound } from '#shared/domain/errors';
import type { Principal } from '#shared/domain/principal';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';
import { assertTypeSupported } from './document-types';
import type { ImageQuery } from './request-schemas';
import { getCurrentDocument, type StoredDocument } from './store';

/** One page: a string; several: an array in page order (the spec's shape for `fileKey` and `url`). */
const onePageOrList = (pages: string[]): string | string[] => (pages.length === 1 ? pages[0]! : pages);

/** GET URLs of each page that expire after the configured time; signing needs no call to S3. */
function presignedPageUrls(document: StoredDocument): Promise<string[]> {
  return Promise.all(
    document.fileKeys.map((key) => presignGetObject(document.bucket, key, config.presignedUrlTtlSeconds)),
  );
}

/**
 * GET /images: where the shipment's current document of a type is, as bucket
 * and keys, or (`locationType=url`) as presigned URLs. The shipment and the
 * document are read at once (one round trip, not two); the document is only
 * looked at once the shipment exists and the caller may reach it, so the
 * answers are those of reading them one after the other.
 */
export async function locateDocument(query: ImageQuery, principal: Principal, uri: string) {
  await assertTypeSupported('ImageQuery', query.type);
  const [{ shipment }, document] = await Promise.all([
    requireShipment(query.entityId, uri),
    getCurrentDocument(query.entityId, query.type),
  ]);
  assertMayReachShipment(principal, shipment);
  if (document === undefined) throw resourceNotFound(uri);

  const { context, entityId, type } = query;
  if (query.locationType === 'url') {
    return {
      context,
      entityId,
      type,
      locationType: 'url',
      url: onePageOrList(await presignedPageUrls(document)),
    };
  }
  return { context, entityId, type, bucket: document.bucket, fileKey: onePageOrList(document.fileKeys) };
}
