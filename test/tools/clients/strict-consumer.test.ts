import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The client as the strictest integrator's build compiles it: an ES module
 * under NodeNext with `strict`, `exactOptionalPropertyTypes`,
 * `noUncheckedIndexedAccess` and `verbatimModuleSyntax`, reading the feed,
 * previewing an itinerary change and storing it with `If-Match`, and
 * verifying a webhook, without a single cast or non-null assertion.
 */
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  noEmit: true,
  skipLibCheck: true,
  typeRoots: [resolve('node_modules/@types')],
  types: ['node'],
};

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tms-strict-consumer-'));
  await writeFile(join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

async function problemsOf(name: string, code: string): Promise<string[]> {
  const file = join(folder, `${name}.ts`);
  await writeFile(file, code);
  return ts
    .getPreEmitDiagnostics(ts.createProgram([file], OPTIONS))
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map(
      (diagnostic) =>
        `${code.split('\n')[diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start!).line]}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    );
}

const clientModule = () => `${relative(folder, resolve('client/src/index.js')).replaceAll('\\', '/')}`;

const FLOW = (client: string) => `import { createServer } from 'node:http';
import { TmsApiError, TmsClient, verifyWebhook, WebhookVerificationError } from '${client}';

export async function readFeed(tms: TmsClient, stored: string | undefined): Promise<string> {
  let cursor = stored ?? (await tms.events.head());
  for await (const event of tms.events.after(cursor, { types: ['itinerary.updated', 'document.stored'], limit: 100 })) {
    if (event.type === 'itinerary.updated') console.log(event.id, event.data.shipment.id, event.data.version);
    else console.log(event.id, event.data.type, event.data.submission.href);
    cursor = event.position;
  }
  return cursor;
}

export async function previewThenStore(tms: TmsClient, shipmentId: string): Promise<number> {
  const { headers, body } = await tms.send('getItinerary', { shipmentId });
  const etag = headers.get('etag');
  const first = body.moves[0]?.events[0];
  if (first !== undefined) first.note = 'Call the dock 30 minutes ahead';
  const preview = await tms.itinerary.preview({ shipmentId }, body, { ifMatch: etag });
  try {
    await tms.putItinerary({ shipmentId }, body, { ifMatch: etag });
  } catch (error) {
    if (error instanceof TmsApiError && error.status === 412) return -1;
    throw error;
  }
  const polled = await tms.getIfChanged('getItinerary', { shipmentId }, { ifNoneMatch: etag });
  return polled.notModified ? preview.version : preview.changes.length;
}

export function receiver(secret: string) {
  return createServer((request, response) => {
    verifyWebhook(secret, request).then(
      ({ id, event }) => {
        response.writeHead(204).end();
        if (event.type === 'itinerary.updated') console.log(id, event.id, event.data.version);
      },
      (error: unknown) => response.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end(),
    );
  });
}
`;

test('the feed, a preview, If-Match from Headers.get and a verified webhook compile under the strictest settings, with no cast', async () => {
  const code = FLOW(clientModule());
  expect(code).not.toMatch(/\bas\s+(?!const\b)[A-Za-z{[(]|<[A-Z]\w*>\s*[a-z(]|[\w)\]]!(?=[.[)\s,;])/);
  expect(await problemsOf('flow', code)).toEqual([]);
}, 60_000);

test('the event feed is no collection: paginate refuses listEvents, as it refuses any other non-collection', async () => {
  const code = `import type { TmsClient } from '${clientModule()}';
export const feed = (tms: TmsClient) => tms.paginate('listEvents');
export const types = (tms: TmsClient) => tms.events.after(undefined, { types: ['shipment.deleted'] });
export const drivers = (tms: TmsClient) => tms.paginate('listDrivers', { limit: 50 });
`;
  expect(await problemsOf('mistakes', code)).toEqual([
    expect.stringMatching(/^export const feed = /),
    expect.stringMatching(/^export const types = .*Type '"shipment.deleted"' is not assignable/),
  ]);
}, 60_000);
