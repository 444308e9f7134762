import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { newWebhookSecret, signedHeaders } from '#shared/webhooks/signing';
import { pdfPage } from '../../support/document-pages';
import { type LocalApi, startLocalApi } from '../../support/local-api';

/**
 * The client as an integrator gets it: packed with `npm pack` (which builds
 * it), installed from the tarball into a scratch project in a temporary
 * folder, a TypeScript program there compiled against the package's types
 * and run against the local server, with its token from an OAuth 2.0
 * client-credentials endpoint on loopback.
 */
const run = promisify(execFile);
const REPOSITORY = resolve('.');
const CLIENT = { id: 'partner-tms', secret: 'partner-secret' };

let api: LocalApi;
let tokenServer: Server;
let scratch: string;
const tokenRequests: { headers: IncomingHttpHeaders; form: Record<string, string> }[] = [];

/** npm's own settings from the `npm test` running this would leak into the scratch project's npm. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

/** A token endpoint as Cognito's answers; its first token is one the API refuses, as an expired one would be. */
async function startTokenServer(): Promise<string> {
  tokenServer = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', async () => {
      const form = Object.fromEntries(new URLSearchParams(text));
      tokenRequests.push({ headers: request.headers, form });
      const basic = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
      if (request.headers.authorization !== basic) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'invalid_client' }));
        return;
      }
      const access_token = await api.token(
        { role: 'dispatcher' },
        tokenRequests.length === 1 ? { audience: 'another-api' } : {},
      );
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token, token_type: 'Bearer', expires_in: 3600 }));
    });
  });
  await new Promise<void>((listening) => tokenServer.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}/oauth2/token`;
}

beforeAll(async () => {
  process.env.ALLOWED_DOCUMENT_BUCKETS = 'tms-drop';
  api = await startLocalApi();
  scratch = await mkdtemp(join(tmpdir(), 'tms-client-scratch-'));
}, 60_000);

afterAll(async () => {
  await api.close();
  await new Promise((closed) => tokenServer?.close(closed));
  await rm(scratch, { recursive: true, force: true });
});

test('npm pack, install the tarball in a scratch project, compile a program against its types and run it', async () => {
  const env = cleanEnv();
  const { stdout: packed } = await run('npm', ['pack', '--silent', '--pack-destination', scratch], {
    cwd: join(REPOSITORY, 'client'),
    env,
  });
  const tarball = join(scratch, packed.trim().split('\n').at(-1) ?? '');

  const project = join(scratch, 'project');
  await mkdir(join(project, 'src'), { recursive: true });
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'integration', private: true, type: 'module' }),
  );
  await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--silent'], {
    cwd: project,
    env,
  });
  await copyFile(join(REPOSITORY, 'test/integration/client/scratch/flow.ts'), join(project, 'src/flow.ts'));
  await writeFile(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        outDir: 'dist',
        rootDir: 'src',
        // The package's declarations are checked too, as an integrator's strict build would.
        skipLibCheck: false,
        typeRoots: [join(REPOSITORY, 'node_modules/@types')],
        types: ['node'],
      },
      include: ['src'],
    }),
  );
  const tsc = join(REPOSITORY, 'node_modules/typescript/bin/tsc');
  await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, env }).catch(
    (failure: { stdout: string }) => {
      throw new Error(`The program does not compile against the package:\n${failure.stdout}`);
    },
  );

  await writeFile(join(project, 'page.pdf'), pdfPage('delivered'));
  const secret = newWebhookSecret();
  const body = JSON.stringify({
    id: 'evt_qi82T5rNaLua1a8zBdQ8IyxEJKf2eZpc',
    type: 'itinerary.updated',
    timestamp: '2026-11-25T08:13:47.120Z',
    data: { shipment: { id: '4001', href: '/shipments/4001' }, version: 2 },
  });
  await writeFile(
    join(project, 'delivery.json'),
    JSON.stringify({ secret, body, headers: signedHeaders(secret, 'msg_packed', new Date(), body) }),
  );

  const { stdout } = await run(process.execPath, ['dist/flow.js'], {
    cwd: project,
    env: {
      ...env,
      API_URL: api.url,
      TOKEN_URL: await startTokenServer(),
      CLIENT_ID: CLIENT.id,
      CLIENT_SECRET: CLIENT.secret,
    },
  });
  const seen = JSON.parse(stdout);

  expect(seen.shipmentIds.length).toBeGreaterThan(5);
  expect(new Set(seen.shipmentIds).size).toBe(seen.shipmentIds.length);
  expect(seen.notModified).toBe(true);
  expect(seen.put).toEqual({ status: 200, replayed: 'true' });
  expect(seen.upload).toEqual({
    echo: { context: 'SHIPMENT', entityId: '1004', type: 'POD' },
    location: expect.stringMatching(/^\/images\/submissions\/.+/),
  });
  expect(seen.missing).toEqual({ status: 404, data: { uri: '/shipments/9999' } });
  expect(seen.webhooks).toEqual({
    byServer: [{ id: 'msg_packed', event: JSON.parse(body) }, 'refused'],
    fromRawBody: { id: 'msg_packed', event: JSON.parse(body) },
    eventShipment: '4001',
  });

  // One token refused by the API (401), so fetched again once; kept for every other request.
  expect(tokenRequests).toHaveLength(2);
  for (const request of tokenRequests) {
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.form).toEqual({
      grant_type: 'client_credentials',
      scope: 'tms/shipments.read tms/itineraries.write tms/documents.write',
    });
  }
}, 240_000);
