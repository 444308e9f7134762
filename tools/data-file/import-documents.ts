import { createHash } from 'node:crypto';
import { PutObjectCommand, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { mapInWaves } from '#shared/data/batching';
import type { Item } from '#shared/data/item';
import {
  type DocumentSubmission,
  documentPageObjectKey,
  documentToItem,
  type StoredDocument,
  submissionToItem,
} from '#shared/documents/store';
import type { SeedDocument } from '#shared/domain/types';

/** Uploads in flight at once. */
const UPLOADS_IN_FLIGHT = 4;

/** Named after its content, so that loading the same document again stores the same objects and items. */
function seedSubmissionId(document: SeedDocument): string {
  const hash = createHash('sha256').update(document.shipmentId).update('\0').update(document.type);
  for (const page of document.pages)
    hash.update('\0').update(page.contentType).update('\0').update(page.content);
  return `import-${hash.digest('hex').slice(0, 20)}`;
}

/**
 * Stores the pages of each document in `bucket` and returns the items that make
 * them the shipments' current documents, with a completed submission each.
 */
export async function storeSeedDocuments(
  documents: readonly SeedDocument[],
  bucket: string,
  onPageStored: () => void,
): Promise<Item[]> {
  const uploads: PutObjectCommandInput[] = [];
  const items = documents.flatMap((document) => {
    const submissionId = seedSubmissionId(document);
    const fileKeys = document.pages.map((page, index) => {
      const key = documentPageObjectKey(document.shipmentId, document.type, submissionId, index + 1);
      uploads.push({ Bucket: bucket, Key: key, Body: page.content, ContentType: page.contentType });
      return key;
    });
    const { shipmentId, type } = document;
    const stored: StoredDocument = {
      shipmentId,
      type,
      submissionId,
      // Imported documents have no POST time: any submission made through the API is newer.
      submittedAt: '',
      bucket,
      fileKeys,
      contentTypes: document.pages.map((page) => page.contentType),
    };
    const submission: DocumentSubmission = {
      id: submissionId,
      shipmentId,
      type,
      status: 'completed',
      reason: '',
      submittedBy: 'import',
      requestedBy: { role: 'import', id: '' },
      source: { kind: 'import' },
      pages: fileKeys.length,
      createdAt: '',
      completedAt: '',
    };
    return [documentToItem(stored), submissionToItem(submission)];
  });

  // Objects first: an item never names a page that is not stored.
  await mapInWaves(uploads, UPLOADS_IN_FLIGHT, async (upload) => {
    await s3.send(new PutObjectCommand(upload));
    onPageStored();
  });
  return items;
}
