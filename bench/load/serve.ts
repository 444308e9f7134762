/**
 * The local server (the deployed API in one process) for the load test, on a
 * free loopback port: started by load.bench.ts in a process of its own, so
 * that the load generator does not share its event loop. Prints the port.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LambdaHttpHandler } from '#shared/http/http-handler';
import { routeList } from '#shared/route-table';
import { startLocalServer } from '#tools/dev-server/server';

const secret = Buffer.from(process.env.BENCH_TOKEN_SECRET ?? '', 'base64url');
const server = await startLocalServer({
  routes: routeList,
  tokenSecret: secret,
  host: '127.0.0.1',
  port: 0,
  loadHandler: async (route) =>
    ((await import(pathToFileURL(resolve(route.handler)).href)) as { handler: LambdaHttpHandler }).handler,
});
console.log(`listening ${server.port}`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
