import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { config } from '#shared/config';
import { readImport } from '#shared/imports/read-import';
import { runImport } from '#shared/imports/run-import';
import { pendingImport } from '#shared/imports/start';
import { putNewImport } from '#shared/imports/store';

/** An import as GET /imports/{id} shows it, once settled. */
export type ImportResult = Awaited<ReturnType<typeof readImport>>;

/**
 * Imports a data file's text through the bulk import (docs/intake.md, Bulk
 * imports) in this process, against the table and drop bucket of the
 * environment (TABLE_NAME, DROP_BUCKET): the file is put in the drop bucket
 * at `fileKey`, its import recorded and run from its checkpoints by
 * `runImport`, the worker's own function, until it settles. The same write
 * path as POST /imports: the same checks, versions and events.
 */
export async function importInProcess(
  text: string,
  { fileKey, onApplied }: { fileKey: string; onApplied?: (records: number) => void },
): Promise<ImportResult> {
  const bucket = config.dropBucket;
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: fileKey, Body: text, ContentType: 'application/json' }),
  );
  const id = randomUUID();
  await putNewImport(pendingImport(id, { bucket, fileKey }, { role: 'loader' }));
  let applied = 0;
  const keepGoing = () => {
    onApplied?.(applied++);
    return true;
  };
  while ((await runImport(id, { keepGoing })) === 'continue') {}
  return readImport(id);
}

/** How often a deployed import is asked how it is going. */
const POLL_MS = 1_000;

async function call(url: string, token: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  }
  return { body, location: response.headers.get('location') };
}

/**
 * Imports a data file's text into a deployed stage through its API: a
 * presigned upload into the drop bucket (POST /imports/uploads), the import
 * (POST /imports), then GET /imports/{id} until it settles. The token needs
 * `tms/master-data.write` (or a dispatcher's).
 */
export async function importThroughApi(
  text: string,
  { apiUrl, token, onStatus }: { apiUrl: string; token: string; onStatus?: (status: string) => void },
): Promise<ImportResult> {
  const base = apiUrl.replace(/\/+$/, '');
  const { body: ticket } = await call(`${base}/imports/uploads`, token, {
    method: 'POST',
    body: JSON.stringify({ contentLength: Buffer.byteLength(text, 'utf8') }),
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([text], { type: 'application/json' }));
  const upload = await fetch(ticket.url as string, { method: 'POST', body: form });
  if (!upload.ok)
    throw new Error(`The upload of the data file failed: ${upload.status} ${await upload.text()}`);
  const { location } = await call(`${base}/imports`, token, {
    method: 'POST',
    body: JSON.stringify({ bucket: ticket.bucket, fileKey: ticket.fileKey }),
  });
  for (;;) {
    const { body } = await call(`${base}${location}`, token);
    onStatus?.(String(body.status));
    if (body.status === 'completed' || body.status === 'failed') return body as ImportResult;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
