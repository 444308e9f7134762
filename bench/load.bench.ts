/**
 * Load on the local server: a mixed read/write workload over loopback for a
 * bounded time, from several connections at once, measured by autocannon.
 * The server runs in a process of its own against the bench's store.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import autocannon from 'autocannon';
import type { RouteId } from '#shared/route-table';
import { routes } from '#shared/route-table';
import { withinDeadline } from '#tools/deadline';
import { mintToken } from '#tools/dev-server/local-tokens';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult } from './support/report';
import { stopWithin } from './support/stop-within';

const CONNECTIONS = 8;
/** The server loads every handler before it listens: seconds, or far fewer. */
const LISTENING_WITHIN_MS = 60_000;
/** Reads to writes about 4 to 1, as dispatch screens read far more than they write. */
const WORKLOAD: readonly RouteId[] = [
  'listShipments',
  'getItinerary',
  'getDriverPlans',
  'getCarrier',
  'putNonShipmentEvent',
  'getShipment',
  'listDrivers',
  'getSite',
  'putItinerary',
  'getTractor',
];

const fill = (template: string, parameters: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ''));

async function startServer(
  context: BenchContext,
  secret: Buffer,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/serve.ts'], {
    env: { ...process.env, ...context.environment, BENCH_TOKEN_SECRET: secret.toString('base64url') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const listening = new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code) =>
      reject(new Error(`The local server exited (${code}) before listening:\n${output}`)),
    );
  });
  try {
    return await withinDeadline('the load server listening', LISTENING_WITHIN_MS, () => listening, {
      explain: () => `it said:\n${output}`,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const secret = randomBytes(32);
  const token = await mintToken(secret, { role: 'dispatcher' });
  const requests = WORKLOAD.map((id, index) => {
    const sample = context.samples[id](10_000 + index);
    const route = routes[id];
    return {
      method: route.method,
      path: `${fill(route.path, sample.pathParameters)}${sample.query ? `?${sample.query}` : ''}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(sample.body !== undefined && { body: JSON.stringify(sample.body) }),
    };
  });

  const { child, port } = await startServer(context, secret);
  try {
    context.log(`load: ${context.mode.loadSeconds} s, ${CONNECTIONS} connections`);
    // One untimed pass loads every handler module, as warm functions would have.
    await autocannon({ url: `http://127.0.0.1:${port}`, connections: 1, amount: requests.length, requests });
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: context.mode.loadSeconds,
      requests,
    });
    const figures = {
      seconds: context.mode.loadSeconds,
      connections: CONNECTIONS,
      workload: WORKLOAD.map((id) => `${routes[id].method} ${routes[id].path}`),
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
    const rows: ReportRow[] = [
      {
        section: 'load',
        figure: `mixed workload, ${CONNECTIONS} connections, ${figures.seconds} s over loopback`,
        measured: `${Math.round(figures.requestsPerSecond)} req/s, p50 ${ms(figures.latencyP50Ms)}, p99 ${ms(figures.latencyP99Ms)}`,
        baseline: `${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors`,
      },
    ];
    return { figures, rows };
  } finally {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      await stopWithin(context.log, 'the load server', async () => {
        child.kill('SIGTERM');
        await exited;
      });
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }
}
