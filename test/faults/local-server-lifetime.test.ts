import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startDynamoDbLocal } from '#tools/local-stack/dynamodb-local';
import {
  exitOf,
  freePorts,
  type LocalServerProcess,
  startLocalServerProcess,
  stopLocalServers,
  waitForOutput,
} from './support/local-server-process';

/**
 * The local server's life as a developer sees it: it ends with the `npm
 * start` that started it, however that ended, leaving no JVM behind; and a
 * start-up that fails says why, naming a taken port.
 */

/** One check a second, on a loaded 2-core machine: generous. */
const STOPPED_WITHIN_MS = 10_000;
/** The bound for `npm start` serving again after its server was killed. */
const SERVING_AGAIN_WITHIN_MS = 20_000;

afterEach(stopLocalServers);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isAnswering(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
}

async function gone(server: LocalServerProcess): Promise<boolean> {
  const deadline = Date.now() + STOPPED_WITHIN_MS;
  while (Date.now() < deadline) {
    if (!isRunning(server.dynamodbPid) && !(await isAnswering(`${server.url}/docs`))) return true;
    await sleep(250);
  }
  return false;
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const blocker = createServer().listen(port, '127.0.0.1', () => resolve(blocker));
  });
}

test.each(['SIGKILL', 'SIGTERM'] as const)(
  'npm start killed with %s: the server and its DynamoDB Local stop too',
  async (signal) => {
    const server = await startLocalServerProcess({ via: 'npm' });
    expect(await isAnswering(`${server.url}/docs`)).toBe(true);

    // The npm process only, not its group: as `kill <pid>` or a process manager does.
    process.kill(server.child.pid as number, signal);

    expect(await gone(server)).toBe(true);
    expect(server.output()).toMatch(/The process that started the local server \(pid \d+\) has ended/);
  },
  120_000,
);

test('the server killed with SIGKILL: npm start with the same flags serves within 20 s, over the same data', async () => {
  const [api, s3Port, dynamodbPort] = await freePorts(3);
  const ports = { api: api!, s3: s3Port!, dynamodb: dynamodbPort! };
  const first = await startLocalServerProcess({ via: 'npm', ports });
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const dynamodb = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${ports.dynamodb}`,
    region: 'us-east-1',
    credentials,
  });
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${ports.s3}`,
    region: 'us-east-1',
    credentials,
    forcePathStyle: true,
  });
  // Written just before the kill, where no data file reaches: only the kept stores can give them back.
  const marker = { pk: { S: 'TEST#killed-server' }, sk: { S: 'marker' } };
  await dynamodb.send(new PutItemCommand({ TableName: 'tms-local', Item: marker }));
  await s3.send(new PutObjectCommand({ Bucket: 'tms-documents', Key: 'killed-server.txt', Body: 'kept' }));

  // The server's node process is the JVM's parent (npm, its shell and tsx are above it).
  const serverPid = Number(
    execFileSync('ps', ['-o', 'ppid=', '-p', String(first.dynamodbPid)], { encoding: 'utf8' }),
  );
  process.kill(serverPid, 'SIGKILL');
  expect(await gone(first)).toBe(true);

  const startedAt = Date.now();
  const second = await startLocalServerProcess({ via: 'npm', ports, stateDir: first.stateDir });
  expect(await isAnswering(`${second.url}/docs`)).toBe(true);
  expect(Date.now() - startedAt).toBeLessThan(SERVING_AGAIN_WITHIN_MS);
  expect(second.output()).not.toMatch(/already in use/);
  const kept = await dynamodb.send(new GetItemCommand({ TableName: 'tms-local', Key: marker }));
  expect(kept.Item).toEqual(marker);
  const object = await s3.send(new GetObjectCommand({ Bucket: 'tms-documents', Key: 'killed-server.txt' }));
  expect(await object.Body?.transformToString()).toBe('kept');
  dynamodb.destroy();
  s3.destroy();
}, 180_000);

test('a taken API port is said at once, naming the port, before anything starts', async () => {
  const [api, s3, dynamodb] = await freePorts(3);
  const blocker = await occupy(api!);
  try {
    const server = await startLocalServerProcess({
      ports: { api: api!, s3: s3!, dynamodb: dynamodb! },
      ready: false,
    });
    const [code] = await exitOf(server);
    expect(code).toBe(1);
    expect(server.output().trim()).toBe(
      `Port ${api} is already in use, so the API cannot start there: choose another port.`,
    );
  } finally {
    blocker.close();
  }
}, 60_000);

test('a DynamoDB port taken while the JVM starts is reported as taken, naming it, not as a Java problem', async () => {
  const [port] = await freePorts(1);
  const starting = startDynamoDbLocal(port!);
  // After the port check, before the JVM is up: another process was quicker.
  await sleep(300);
  const blocker = await occupy(port!);
  try {
    await expect(starting).rejects.toThrow(
      new Error(`Port ${port} is already in use, so DynamoDB Local cannot start there: choose another port.`),
    );
  } finally {
    blocker.close();
  }
}, 60_000);

test('a DynamoDB port taken before npm start: one line naming the port', async () => {
  const [api, s3, dynamodb] = await freePorts(3);
  const blocker = await occupy(dynamodb!);
  try {
    const server = await startLocalServerProcess({
      ports: { api: api!, s3: s3!, dynamodb: dynamodb! },
      ready: false,
    });
    await waitForOutput(server, /Port \d+ is already in use/, 30_000);
    const [code] = await exitOf(server);
    expect(code).toBe(1);
    expect(server.output().trim()).toBe(
      `Port ${dynamodb} is already in use, so DynamoDB Local cannot start there: choose another port.`,
    );
  } finally {
    blocker.close();
  }
}, 60_000);
