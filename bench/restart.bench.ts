/**
 * Restart time of `npm start`: the server with kept state killed with SIGKILL
 * (its whole process group, DynamoDB Local included) and started again, N
 * times; from the kill to the first 200 of an itinerary, split by what the
 * server says as each start-up step begins (scripts/start.ts): the process
 * and DynamoDB Local's JVM, the table check, the worker and webhooks, the
 * event stream's catch-up, and the API's first answer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pollUntil } from '#tools/deadline';
import { loadOrCreateSecret, mintToken } from '#tools/dev-server/local-tokens';
import { portToUse } from '#tools/local-stack/free-port';
import type { BenchContext } from './support/context';
import type { ReportRow, SectionResult } from './support/report';
import { median, percentile, round } from './support/stats';

/** The target: serving again within this of a SIGKILL, on an idle machine (p90 over the runs). */
const RESTART_LIMIT_MS = 15_000;
const STARTED_WITHIN_MS = 120_000;

/** The lines that begin each phase, in order; a phase lasts until the next one's line. */
const PHASES = [
  ['jvm', /Starting: the table and buckets/],
  ['tableCheck', /Starting: the document worker/],
  ['workerAndWebhooks', /Starting: the event stream/],
  ['streamCatchUp', /TMS API ready/],
] as const;
type Phase = (typeof PHASES)[number][0] | 'firstAnswer';

interface Started {
  child: ChildProcess;
  /** When each phase's line was said (ms since epoch). */
  said: Map<string, number>;
  output: () => string;
}

function startServer(ports: number[], stateDir: string, flags: string[]): Started {
  const [api, s3, dynamodb] = ports.map(String);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/start.ts',
      ...['--port', api!, '--s3-port', s3!, '--dynamodb-port', dynamodb!, ...flags],
    ],
    {
      detached: true,
      env: { ...process.env, TMS_LOCAL_STATE_DIR: stateDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const said = new Map<string, number>();
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const [phase, line] of PHASES)
      if (!said.has(phase) && line.test(output)) said.set(phase, Date.now());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, said, output: () => output };
}

async function firstAnswer(apiPort: number, stateDir: string, server: Started): Promise<number> {
  const token = await mintToken(await loadOrCreateSecret(stateDir), { role: 'dispatcher' });
  return pollUntil(
    'the restarted server serving',
    STARTED_WITHIN_MS,
    async () => {
      const status = await fetch(`http://127.0.0.1:${apiPort}/shipments/1001/itinerary`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(2_000),
      }).then(
        (response) => response.status,
        () => undefined,
      );
      return status === 200 ? Date.now() : undefined;
    },
    { intervalMs: 50, explain: server.output },
  );
}

async function killGroup(server: Started): Promise<number> {
  const exited = once(server.child, 'exit');
  const killedAt = Date.now();
  process.kill(-(server.child.pid as number), 'SIGKILL');
  await exited;
  return killedAt;
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const runs = context.mode.name === 'full' ? 10 : 1;
  const ports: number[] = [];
  while (ports.length < 3) {
    const port = await portToUse(0, 'the restart bench');
    if (!ports.includes(port)) ports.push(port);
  }
  const stateDir = await mkdtemp(join(tmpdir(), 'tms-restart-bench-'));
  const phases: Record<Phase, number[]> = {
    jvm: [],
    tableCheck: [],
    workerAndWebhooks: [],
    streamCatchUp: [],
    firstAnswer: [],
  };
  const totals: number[] = [];
  let server = startServer(ports, stateDir, ['--data', 'test/fixtures/small-data.json']);
  try {
    await firstAnswer(ports[0]!, stateDir, server);
    for (let index = 1; index <= runs; index++) {
      const killedAt = await killGroup(server);
      // The ports are free again once the group has gone; a moment for the kernel to say so.
      await sleep(200);
      server = startServer(ports, stateDir, []);
      const answeredAt = await firstAnswer(ports[0]!, stateDir, server);
      const marks = [killedAt, ...PHASES.map(([phase]) => server.said.get(phase) ?? answeredAt), answeredAt];
      for (const [at, [phase]] of PHASES.entries()) phases[phase].push(marks[at + 1]! - marks[at]!);
      phases.firstAnswer.push(answeredAt - marks[PHASES.length]!);
      totals.push(answeredAt - killedAt);
      context.log(`restart ${index}/${runs}: serving ${answeredAt - killedAt} ms after the kill`);
    }
  } finally {
    await killGroup(server).catch(() => undefined);
    await rm(stateDir, { recursive: true, force: true });
  }
  const p50 = median(totals);
  const p90 = percentile(totals, 0.9);
  const figures = {
    runs,
    restartToFirst200Ms: { p50, p90, all: totals },
    phaseMediansMs: Object.fromEntries(
      Object.entries(phases).map(([phase, values]) => [phase, median(values)]),
    ),
  };
  const seconds = (value: number) => `${round(value / 1000, 1)} s`;
  const rows: ReportRow[] = [
    {
      section: 'restart',
      figure: `SIGKILL to first 200, kept state, ${runs} runs`,
      measured: `p50 ${seconds(p50)}, p90 ${seconds(p90)}`,
      baseline: Object.entries(figures.phaseMediansMs)
        .map(([phase, value]) => `${phase} ${seconds(value)}`)
        .join(', '),
      target: `p90 <= ${seconds(RESTART_LIMIT_MS)} (idle machine)`,
      pass: p90 <= RESTART_LIMIT_MS,
    },
  ];
  return { figures, rows };
}
