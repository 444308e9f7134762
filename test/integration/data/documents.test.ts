import {
  type DocumentSubmission,
  getCurrentDocument,
  getSubmission,
  listDocumentTypesOfShipment,
  putCurrentDocument,
  putSubmission,
  type StoredDocument,
} from '#shared/documents/store';
import { createTestTable } from '../../support/table';

beforeAll(async () => {
  await createTestTable();
});

const bol: StoredDocument = {
  shipmentId: '1001',
  type: 'BOL',
  submissionId: 'SUB-1',
  submittedAt: '2026-11-23T08:00:00Z',
  bucket: 'documents',
  fileKeys: ['documents/1001/BOL/SUB-1/1', 'documents/1001/BOL/SUB-1/2'],
  contentTypes: ['image/tiff', 'image/tiff'],
};

test('the current document of a type replaces the previous one and lists under its shipment', async () => {
  expect(await listDocumentTypesOfShipment('1001')).toEqual([]);
  await putCurrentDocument(bol);
  await putCurrentDocument({ ...bol, type: 'DEL DELAY', submissionId: 'SUB-2' });
  await putCurrentDocument({ ...bol, submissionId: 'SUB-3' });

  expect(await getCurrentDocument('1001', 'BOL')).toEqual({ ...bol, submissionId: 'SUB-3' });
  expect(await getCurrentDocument('1001', 'POD')).toBeUndefined();
  expect(await listDocumentTypesOfShipment('1001')).toEqual(['BOL', 'DEL DELAY']);
});

test('a submission reads back as written', async () => {
  const submission: DocumentSubmission = {
    id: 'SUB-9',
    shipmentId: '1001',
    type: 'POD',
    status: 'failed',
    reason: 'The document is a GIF, which this TMS does not accept.',
    submittedBy: '',
    requestedBy: { role: 'driver', id: 'D-1' },
    source: { kind: 'url', urls: ['https://example.com/pod.gif'] },
    pages: 1,
    createdAt: '2026-11-23T08:00:00Z',
    completedAt: '2026-11-23T08:00:05Z',
  };
  await putSubmission(submission);
  expect(await getSubmission('SUB-9')).toEqual(submission);
  expect(await getSubmission('SUB-404')).toBeUndefined();
});
