import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pollUntil } from '#tools/deadline';
import type { RunningService } from '#tools/local-stack/dynamodb-local';
import { type S3EventEmitter, startS3Emulator } from '#tools/local-stack/s3-emulator';

/**
 * The drop folder end to end, locally as `npm start` runs it: objects put in
 * the drop bucket under `inbox/SHIPMENT/{entityId}/{type}/{name}` are
 * submitted by the emulator's object events, with no API call; others are left
 * in place and logged as refused. This file runs its own S3 emulator, whose
 * events reach this process, and points the clients at it before they load.
 */
// Refusals are asserted on their log lines and metric records.
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
process.env.POWERTOOLS_METRICS_DISABLED = 'false';

let directory: string;
let emulator: RunningService;
let events: S3EventEmitter;
let modules: {
  invoke: typeof import('../../support/invoke')['invoke'];
  dropPages: typeof import('./support/store')['dropPages'];
  pages: typeof import('../../support/document-pages');
  capture: typeof import('../../support/captured-output')['captureOutput'];
  settled: typeof import('./support/submissions')['settled'];
  worker: { stop(): Promise<void> };
};

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'tms-drop-folder-'));
  events = new EventEmitter();
  emulator = await startS3Emulator(0, directory, events);
  process.env.S3_ENDPOINT = emulator.endpoint;

  const { seededStore } = await import('../../support/seed');
  await seededStore('documents-data.json');
  const { submitDroppedObjects } = await import('#tools/local-stack/local-drop-folder');
  events.on('event', (notification) => void submitDroppedObjects(notification));
  const { startLocalWorker } = await import('#tools/local-stack/local-worker');
  modules = {
    invoke: (await import('../../support/invoke')).invoke,
    dropPages: (await import('./support/store')).dropPages,
    pages: await import('../../support/document-pages'),
    capture: (await import('../../support/captured-output')).captureOutput,
    settled: (await import('./support/submissions')).settled,
    worker: await startLocalWorker({ attempts: 3, backoffMs: 20 }),
  };
}, 60_000);

afterAll(async () => {
  await modules?.worker.stop();
  await emulator?.stop();
  await rm(directory, { recursive: true, force: true });
});

/** The shipment's current document of a type, once it is the submission of `key`, or after `timeoutMs` the last answer. */
async function documentFrom(type: string, key: string, timeoutMs = 10_000) {
  const current = await pollUntil(
    `shipment 1001's ${type} from ${key}`,
    timeoutMs,
    async () => {
      const response = await modules.invoke('getImage', {
        query: `context=SHIPMENT&entityId=1001&type=${encodeURIComponent(type)}`,
      });
      const submission = await submissionOf(response.body.fileKey);
      return submission?.requestedBy.id === key && { response, submission };
    },
    { intervalMs: 25 },
  );
  return { response: current.response, submission: await modules.settled(current.submission.self) };
}

async function submissionOf(fileKey: unknown) {
  const submissionId = typeof fileKey === 'string' ? fileKey.split('/').at(-2) : undefined;
  if (submissionId === undefined) return undefined;
  const response = await modules.invoke('getImageSubmission', { pathParameters: { submissionId } });
  return response.status === 200 ? response.body : undefined;
}

test('a file dropped in the inbox folder ends stored without an API call', async () => {
  const key = 'inbox/SHIPMENT/1001/POD/scan 0001+a.pdf';
  await modules.dropPages({ [key]: modules.pages.pdfPage('dropped POD') });
  const { submission } = await documentFrom('POD', key);
  expect(submission).toMatchObject({
    status: 'completed',
    entityId: '1001',
    type: 'POD',
    submittedBy: 'drop-folder',
    requestedBy: { role: 'drop-folder', id: key },
  });
});

test('a type with a space in its name is read from the key as written', async () => {
  const key = 'inbox/SHIPMENT/1001/SCALE TICKET/ticket.tif';
  await modules.dropPages({ [key]: modules.pages.tiffPage('scale ticket') });
  expect((await documentFrom('SCALE TICKET', key)).submission).toMatchObject({ status: 'completed' });
});

test('refused keys are left in place and logged with the reason, each counted', async () => {
  const refused = {
    'inbox/SHIPMENT/9999/POD/a.pdf': 'no shipment 9999',
    'inbox/SHIPMENT/1001/SELFIE/a.pdf': 'SELFIE is not a document type',
    'inbox/SHIPMENT/1001/HAZMAT/a.pdf': 'this TMS does not support document type HAZMAT',
    'inbox/SHIPMENT/1001/POD/nested/a.pdf': 'expected inbox/SHIPMENT/{entityId}/{type}/{name}',
    'inbox/DRIVER/D-1/POD/a.pdf': 'expected inbox/SHIPMENT/{entityId}/{type}/{name}',
    'inbox/SHIPMENT/1001/./a.pdf': 'the key must not contain a . or .. segment',
    // Decoded once: `%2e%2e` stays three characters, it never becomes `..`.
    'inbox/SHIPMENT/%2e%2e/POD/a.pdf': 'no shipment %2e%2e',
  };
  const output = modules.capture();
  try {
    await modules.dropPages(
      Object.fromEntries(Object.keys(refused).map((key) => [key, modules.pages.pdfPage(key)])),
    );
    const refusals = () => output.records().filter((line) => line.message === 'drop-folder object refused');
    await pollUntil(
      'a refusal logged for each refused key',
      10_000,
      () => refusals().length >= Object.keys(refused).length,
      { intervalMs: 25 },
    );
    expect(Object.fromEntries(refusals().map((line) => [line.key, line.reason]))).toEqual(refused);
    const counted = output.records().filter((line) => 'DropFolderObjectsRefused' in line);
    expect(counted).toHaveLength(Object.keys(refused).length);
  } finally {
    output.restore();
  }
});

test('objects outside the inbox and folder markers are not the drop folder’s business', async () => {
  const output = modules.capture();
  try {
    await modules.dropPages({
      'uploads/not-submitted.pdf': modules.pages.pdfPage('upload'),
      'inbox/SHIPMENT/1001/POD/': Buffer.alloc(0),
      '1001/dropped.pdf': modules.pages.pdfPage('plain drop'),
    });
    await sleep(300);
    expect(output.lines().filter((line) => line.includes('drop-folder object'))).toEqual([]);
  } finally {
    output.restore();
  }
});
