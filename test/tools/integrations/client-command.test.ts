import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';

/**
 * `npm run -s client` and `npm run -s token -- --client` as an operator runs
 * them against the local state: JSON on stdout, a one-line reason and exit
 * code 2 on a mistake.
 */
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  env = { ...process.env, TMS_LOCAL_STATE_DIR: await mkdtemp(join(tmpdir(), 'tms-client-command-')) };
});

const npm = (script: string, ...args: string[]) =>
  run('npm', ['run', '-s', script, '--', ...args], { cwd: ROOT, env });

async function refusal(script: string, ...args: string[]) {
  try {
    await npm(script, ...args);
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr: stderr.trim() };
  }
  throw new Error(`${script} ${args.join(' ')} succeeded`);
}

test('create prints the id and secret once; token mints what the token endpoint would', async () => {
  const { stdout } = await npm(
    'client',
    'create',
    '--name',
    'Partner TMS',
    '--scope',
    'tms/shipments.read tms/webhooks',
  );
  const created = JSON.parse(stdout) as { clientId: string; clientSecret: string };
  expect(created).toEqual({
    clientId: expect.stringMatching(/^[a-z0-9]{26}$/),
    clientSecret: expect.any(String),
  });

  const listed = JSON.parse((await npm('client', 'list')).stdout);
  expect(listed).toEqual([
    {
      clientId: created.clientId,
      name: 'Partner TMS',
      scopes: ['tms/shipments.read', 'tms/webhooks'],
      createdAt: expect.any(String),
    },
  ]);
  expect(JSON.stringify(listed)).not.toContain(created.clientSecret);

  const token = (await npm('token', '--client', 'Partner TMS', '--scope', 'tms/webhooks')).stdout.trim();
  expect(decodeJwt(token)).toMatchObject({
    client_id: created.clientId,
    scope: 'tms/webhooks',
    token_use: 'access',
  });
}, 60_000);

test('mistakes: unknown scopes named, a scope the client lacks, no such client, an unknown command', async () => {
  expect(
    await refusal('client', 'create', '--name', 'X', '--scope', 'tms/shipments.read tms/all tms/root'),
  ).toEqual({
    code: 2,
    stderr: 'Unknown scopes: tms/all, tms/root.',
  });
  expect(await refusal('token', '--client', 'Partner TMS', '--scope', 'tms/drivers.read')).toEqual({
    code: 2,
    stderr: 'Scopes not granted to Partner TMS: tms/drivers.read.',
  });
  expect((await refusal('client', 'delete', '--client', 'Nobody')).stderr).toBe('No client named "Nobody".');
  expect((await refusal('client', 'frobnicate')).code).toBe(2);
}, 60_000);
