import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { STORAGE_SCHEMA_VERSION, storageSchemaItem } from '#tools/data-file/storage-schema';
import {
  exitOf,
  freePorts,
  type LocalServerProcess,
  startLocalServerProcess,
  stopLocalServers,
} from './support/local-server-process';

/**
 * What the local server keeps, and which server the `token` and `client`
 * commands act on: run as a developer runs them, on free ports, with a state
 * folder of their own (TMS_LOCAL_STATE_DIR).
 */

const COMMAND_WITHIN_MS = 60_000;

afterEach(stopLocalServers);

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- <args>` as a developer would, against the state folder `stateDir`. */
async function command(script: 'token' | 'client', args: string[], stateDir: string): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: { ...process.env, TMS_LOCAL_STATE_DIR: stateDir }, timeout: COMMAND_WITHIN_MS },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function token(server: LocalServerProcess, args: string[] = []): Promise<string> {
  const result = await command('token', ['--role', 'dispatcher', ...args], server.stateDir);
  expect(result).toMatchObject({ code: 0 });
  return result.stdout.trim();
}

async function createClient(server: LocalServerProcess, name: string, args: string[] = []) {
  const result = await command(
    'client',
    ['create', '--name', name, '--scope', 'tms/shipments.read', ...args],
    server.stateDir,
  );
  expect(result).toMatchObject({ code: 0 });
  return JSON.parse(result.stdout) as { clientId: string; clientSecret: string };
}

/** The token endpoint's answer to a client's credentials. */
async function clientCredentialsGrant(
  server: LocalServerProcess,
  client: { clientId: string; clientSecret: string },
) {
  const response = await fetch(`${server.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
    signal: AbortSignal.timeout(5_000),
  });
  const body = (await response.json()) as { access_token?: string };
  return { status: response.status, token: body.access_token ?? '' };
}

async function shipmentsStatus(server: LocalServerProcess, bearer: string): Promise<number> {
  const response = await fetch(`${server.url}/shipments`, {
    headers: { authorization: `Bearer ${bearer}` },
    signal: AbortSignal.timeout(5_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function stop(server: LocalServerProcess): Promise<void> {
  process.kill(server.child.pid as number, 'SIGTERM');
  const [code] = await exitOf(server);
  expect(code).toBe(0);
}

/** Every file under `folder`, its own path relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true });
  return found.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

test('--fresh keeps nothing: no data, machine client or token secret outlives the server; a client works the moment create answers', async () => {
  const [api, s3, dynamodb] = await freePorts(3);
  const ports = { api: api!, s3: s3!, dynamodb: dynamodb! };
  const first = await startLocalServerProcess({ ports, flags: ['--fresh'] });

  // Used at once: no wait for the server to notice the client.
  const client = await createClient(first, 'fresh-client');
  const granted = await clientCredentialsGrant(first, client);
  expect(granted.status).toBe(200);
  expect(await shipmentsStatus(first, granted.token)).toBe(200);
  const dispatcher = await token(first);
  expect(await shipmentsStatus(first, dispatcher)).toBe(200);
  const store = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${ports.dynamodb}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const marker = { pk: { S: 'TEST#fresh' }, sk: { S: 'marker' } };
  await store.send(new PutItemCommand({ TableName: 'tms-local', Item: marker }));

  await stop(first);
  expect(await filesUnder(first.stateDir)).toEqual([]);

  const second = await startLocalServerProcess({ ports, flags: ['--fresh'], stateDir: first.stateDir });
  expect(await clientCredentialsGrant(second, client)).toMatchObject({ status: 401 });
  expect(await shipmentsStatus(second, granted.token)).toBe(401);
  expect(await shipmentsStatus(second, dispatcher)).toBe(401);
  expect(
    (await store.send(new GetItemCommand({ TableName: 'tms-local', Key: marker }))).Item,
  ).toBeUndefined();
  expect(await shipmentsStatus(second, await token(second))).toBe(200);
  store.destroy();
}, 240_000);

test('a kept store written by an older version is refused at start, in one line naming --fresh and re-importing; --fresh then starts', async () => {
  const [api, s3, dynamodb] = await freePorts(3);
  const ports = { api: api!, s3: s3!, dynamodb: dynamodb! };
  const older = await startLocalServerProcess({ ports });
  const store = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${ports.dynamodb}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // The data loaded stays; only the marker says an older version stored it.
  const marker = { ...storageSchemaItem(), data: { version: STORAGE_SCHEMA_VERSION - 1 } };
  await store.send(new PutItemCommand({ TableName: 'tms-local', Item: marshall(marker) }));
  store.destroy();
  await stop(older);

  const refused = await startLocalServerProcess({ ports, stateDir: older.stateDir, ready: false });
  const [code] = await refused.exited;
  expect(code).toBe(1);
  const named = refused
    .output()
    .split('\n')
    .filter((line) => line.includes('--fresh'));
  expect(named).toHaveLength(1);
  expect(named[0]).toMatch(
    new RegExp(
      `storage schema ${STORAGE_SCHEMA_VERSION - 1}, now ${STORAGE_SCHEMA_VERSION}\\).*--fresh.*re-import`,
    ),
  );
  expect(refused.output()).not.toContain('TMS API ready');

  const fresh = await startLocalServerProcess({ ports, flags: ['--fresh'], stateDir: older.stateDir });
  expect(await shipmentsStatus(fresh, await token(fresh))).toBe(200);
}, 240_000);

test('with several servers running, token and client act on the one --port names, and never guess', async () => {
  const first = await startLocalServerProcess({ flags: ['--fresh'] });
  const second = await startLocalServerProcess({ flags: ['--fresh'], stateDir: first.stateDir });
  const [low, high] = [first.apiPort, second.apiPort].sort((a, b) => a - b);

  const unnamed = await command('token', ['--role', 'dispatcher'], first.stateDir);
  expect(unnamed).toMatchObject({ code: 2, stdout: '' });
  expect(unnamed.stderr.trim()).toBe(
    `Several local servers run (ports ${low}, ${high}): name one with --port.`,
  );
  const unnamedClient = await command(
    'client',
    ['create', '--name', 'x', '--scope', 'tms/shipments.read'],
    first.stateDir,
  );
  expect(unnamedClient.code).toBe(2);

  const forFirst = await token(first, ['--port', String(first.apiPort)]);
  expect(await shipmentsStatus(first, forFirst)).toBe(200);
  expect(await shipmentsStatus(second, forFirst)).toBe(401);

  const secondsClient = await createClient(second, 'second-only', ['--port', String(second.apiPort)]);
  expect(await clientCredentialsGrant(second, secondsClient)).toMatchObject({ status: 200 });
  expect(await clientCredentialsGrant(first, secondsClient)).toMatchObject({ status: 401 });

  const nowhere = await command('token', ['--role', 'dispatcher', '--port', '1'], first.stateDir);
  expect(nowhere.code).toBe(2);
  expect(nowhere.stderr).toContain('No local server runs on port 1');
}, 240_000);
