import type { ItemKey } from '#shared/data/item';
import { CREATION_ORDER_TEMPLATE, joinKey, pendingPartition } from '#shared/data/keys';
import type { DocumentType } from '#shared/domain/types';
import { shipmentPartition } from '#shared/shipments/store/partition';

/** The `entity` attribute of each of the documents' item types; their keys start with it too. */
export const DOCUMENT_ENTITIES = {
  document: 'DOC',
  upload: 'UPLOAD',
  submission: 'SUBMISSION',
} as const;

/** In the shipment's partition, so that one Query lists the types a shipment has. */
export function documentKey(shipmentId: string, type: DocumentType): ItemKey {
  return { pk: shipmentPartition(shipmentId), sk: joinKey(DOCUMENT_ENTITIES.document, type) };
}

/** What the sort key of every document of a shipment starts with. */
export const DOCUMENT_SORT_PREFIX = joinKey(DOCUMENT_ENTITIES.document, '');

/** One key of the drop bucket that `POST /images/uploads` handed out. */
export function issuedUploadKey(bucket: string, key: string): ItemKey {
  return { pk: joinKey(DOCUMENT_ENTITIES.upload, `${bucket}/${key}`), sk: DOCUMENT_ENTITIES.upload };
}

export function submissionKey(id: string): ItemKey {
  return { pk: joinKey(DOCUMENT_ENTITIES.submission, id), sk: DOCUMENT_ENTITIES.submission };
}

/** Index partition of the submissions still pending, oldest first (the local worker resumes them). */
export const PENDING_SUBMISSIONS = pendingPartition(DOCUMENT_ENTITIES.submission);

/** The documents' item types, as docs/data-model.md describes them. */
export function documentItemTypes() {
  return {
    document: {
      entity: DOCUMENT_ENTITIES.document,
      pk: shipmentPartition('<shipmentId>'),
      sk: joinKey(DOCUMENT_ENTITIES.document, '<type>'),
      data: '`StoredDocument`: submission id and its `createdAt` (`submittedAt`, empty for imported documents), bucket, page object keys and content types in page order',
    },
    upload: {
      entity: DOCUMENT_ENTITIES.upload,
      also: '`expiresAtEpoch`',
      pk: joinKey(DOCUMENT_ENTITIES.upload, '<bucket>/<key>'),
      sk: DOCUMENT_ENTITIES.upload,
      data: '`IssuedUpload`: a key `POST /images/uploads` chose, its caller, what was declared for it (context, shipment, type, media type, size), `keptUntil` (24 h) and, once submitted, `submittedIn` (the id of its submission; the record then loses `expiresAtEpoch` and lives as long as the submission)',
    },
    submission: {
      entity: DOCUMENT_ENTITIES.submission,
      pk: joinKey(DOCUMENT_ENTITIES.submission, '<id>'),
      sk: DOCUMENT_ENTITIES.submission,
      gsi1: { pk: PENDING_SUBMISSIONS, sk: CREATION_ORDER_TEMPLATE, when: 'while pending' },
      data: '`DocumentSubmission`: shipment, type, `pending`/`completed`/`failed`, reason, `submittedBy`, `requestedBy` (token role and driver id or subject), source (bucket and keys, or URLs), page count, `createdAt`, `completedAt`',
    },
  } as const;
}
