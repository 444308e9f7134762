import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Scope } from '#shared/domain/scopes';
import type { LambdaHttpHandler } from '#shared/http/http-handler';
import { routeList } from '#shared/route-table';
import { apiDocsPaths } from '#tools/dev-server/api-docs';
import { localClientRegistry } from '#tools/dev-server/client-registry';
import { localClientAdmin } from '#tools/dev-server/local-clients';
import { mintToken, type TokenSubject } from '#tools/dev-server/local-tokens';
import { startLocalServer } from '#tools/dev-server/server';
import { buildApiDocument } from '#tools/openapi/document';
import { seededStoreFromFile } from './seed';
import type { TestTableOptions } from './table';

export interface LocalApi {
  /** Base URL, e.g. `http://localhost:41234`. */
  url: string;
  /** The loopback port, for clients that must not resolve `localhost`. */
  port: number;
  /** A token signed with the server's secret; options make it expired or for another audience. */
  token(subject: TokenSubject, options?: Parameters<typeof mintToken>[2]): Promise<string>;
  /** A machine client, made as `npm run client -- create` makes it in this server's state folder. */
  createClient(name: string, scopes: Scope[]): Promise<{ clientId: string; clientSecret: string }>;
  /** The operator's other verbs on this server's clients. */
  clients: ReturnType<typeof localClientAdmin>;
  close(): Promise<void>;
}

/**
 * The local server as `npm start` runs it (handlers, token check, API document
 * and docs page), on a free port, over a fresh table loaded with a data file.
 * Call it in `beforeAll`: it points the configuration at the new table.
 */
export async function startLocalApi(
  dataFile = 'data/demo.json',
  table: TestTableOptions = {},
): Promise<LocalApi> {
  await seededStoreFromFile(dataFile, table);
  const tokenSecret = randomBytes(32);
  const stateDir = await mkdtemp(join(tmpdir(), 'tms-clients-'));
  const clients = localClientAdmin(stateDir);
  const server = await startLocalServer({
    clients: localClientRegistry(stateDir),
    routes: routeList,
    port: 0,
    tokenSecret,
    loadHandler: async (route) =>
      ((await import(pathToFileURL(resolve(route.handler)).href)) as { handler: LambdaHttpHandler }).handler,
    publicPaths: await apiDocsPaths(await buildApiDocument()),
  });
  return {
    url: server.url,
    port: server.port,
    token: (subject, options) => mintToken(tokenSecret, subject, options),
    createClient: (name, scopes) => clients.create(name, scopes),
    clients,
    close: server.close,
  };
}
