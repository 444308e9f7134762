import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { pollUntil } from '#tools/deadline';
import { mintToken } from '#tools/dev-server/local-tokens';
import { dropPages, useDocumentStore } from '../integration/documents/support/store';
import { tiffPage } from '../support/document-pages';
import { killAfterAnswerProxy } from '../support/kill-after-answer-proxy';
import { snapshotTable } from '../support/table-snapshot';

/**
 * POST /images with Idempotency-Key, its server (the local server in a
 * process of its own) killed with SIGKILL the moment the store answers the
 * write that records the submission (the first request to name it):
 * committed, never answered. A new
 * server answers the first retry with the same 202 and Location, replayed.
 */

const store = useDocumentStore();
const secret = randomBytes(32);
const servers = new Set<ChildProcess>();

afterAll(() => {
  for (const child of servers)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The local server, with its store at `dynamodbEndpoint`; resolves its port. */
async function localServer(dynamodbEndpoint: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/serve.ts'], {
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: dynamodbEndpoint,
      BENCH_TOKEN_SECRET: secret.toString('base64url'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const port = await pollUntil(
    'the local server listening',
    60_000,
    () => /listening (\d+)/.exec(output)?.[1],
    {
      explain: () => output,
    },
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

const submissionKeys = async () =>
  (await snapshotTable()).filter(({ key }) => key.startsWith('SUBMISSION#')).map(({ key }) => key);

test('killed right after the store committed the submission: the first retry replays the 202 and Location', async () => {
  await dropPages({ 'crash.tif': tiffPage('crash POD') });
  const token = await mintToken(secret, { role: 'dispatcher' });
  const key = `crash-${Date.now()}`;
  const post = (url: string) =>
    fetch(`${url}/images`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({
        context: 'SHIPMENT',
        entityId: '1001',
        type: 'POD',
        bucket: store.dropBucket(),
        fileKey: 'crash.tif',
      }),
    });
  const before = await submissionKeys();

  let first: ChildProcess | undefined;
  const proxy = await killAfterAnswerProxy(process.env.DYNAMODB_ENDPOINT ?? '', ['SUBMISSION#'], () =>
    first?.kill('SIGKILL'),
  );
  try {
    const dying = await localServer(proxy.url);
    first = dying.child;
    const exited = once(dying.child, 'exit');
    await expect(post(dying.url)).rejects.toThrow();
    await exited;
    expect(proxy.fired()).toBe(true);
  } finally {
    await proxy.close();
  }
  const recorded = (await submissionKeys()).filter((submission) => !before.includes(submission));
  expect(recorded).toHaveLength(1);

  const next = await localServer(process.env.DYNAMODB_ENDPOINT ?? '');
  const retry = await post(next.url);
  expect(retry.status).toBe(202);
  expect(retry.headers.get('idempotency-replayed')).toBe('true');
  const submissionId = retry.headers.get('location')?.split('/').pop();
  expect(recorded[0]).toBe(`SUBMISSION#${submissionId} | SUBMISSION`);
  expect(await retry.json()).toEqual({ context: 'SHIPMENT', entityId: '1001', type: 'POD' });
  expect((await submissionKeys()).filter((submission) => !before.includes(submission))).toEqual(recorded);
  next.child.kill('SIGKILL');
}, 180_000);
