import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { IMPORT_ENTITIES } from '#shared/imports/keys';
import { invoke } from '../../support/invoke';
import { type SnapshotItem, snapshotTable } from '../../support/table-snapshot';

export const dropBucket = () => process.env.DROP_BUCKET ?? '';

/** Writes a data file into the drop bucket, as a TMS would before POST /imports. */
export async function dropFile(key: string, content: unknown): Promise<void> {
  const body = typeof content === 'string' ? content : JSON.stringify(content);
  await s3.send(new PutObjectCommand({ Bucket: dropBucket(), Key: key, Body: body }));
}

/** POST /imports of a dropped file; resolves the import's id. */
export async function startImport(fileKey: string): Promise<string> {
  const response = await invoke('createImport', { body: { bucket: dropBucket(), fileKey } });
  expect(response.status).toBe(202);
  expect(response.headers.location).toBe(`/imports/${response.body.id}`);
  return response.body.id;
}

/** GET /imports/{id} until the import settles. */
export async function settledImport(importId: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { status, body } = await invoke('getImport', { pathParameters: { importId } });
    expect(status).toBe(200);
    if (body.status === 'completed' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Import ${importId} did not settle.`);
}

const importPrefixes = Object.values(IMPORT_ENTITIES).map((entity) => `${entity}#`);
const isImportItem = (item: SnapshotItem) => importPrefixes.some((prefix) => item.key.startsWith(prefix));

/** The table's items but the imports' own records: what an import may change. */
export const dataSnapshot = async () => (await snapshotTable()).filter((item) => !isImportItem(item));

/** The imports' own records: which imports exist, and where each is. */
export const importSnapshot = async () => (await snapshotTable()).filter(isImportItem);

/** A shipment as a data file writes it (data-format.md), with one move unless told otherwise. */
export const fileShipment = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  orderNumber: `ORD-${id}`,
  status: 'accepted',
  type: 'import',
  hazmat: false,
  customerId: 'C-1',
  createdAt: '2026-11-20T09:00:00Z',
  origin: '109',
  destination: '110',
  equipment: { container: 'MSCU1234567', chassis: '', trailer: '' },
  moves: [
    {
      driver: { type: 'driver', id: 'D-2' },
      plannedDate: '2026-11-24',
      powerUnit: { id: 'T-11' },
      events: [
        { type: 'hook-origin', site: { id: '109' }, scheduled: '2026-11-24T08:00:00' },
        { type: 'drop-destination', site: { id: '110' }, scheduled: '2026-11-24T12:00:00' },
      ],
    },
  ],
  ...overrides,
});
