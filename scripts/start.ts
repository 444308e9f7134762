import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { LambdaHttpHandler } from '#shared/http/http-handler';
import { announceServer, clearKilledServers, makeFreshStateDir } from '#tools/dev-server/running-servers';
import { type EmbeddedStack, startEmbeddedStack } from '#tools/local-stack/embedded-stack';
import { portToUse } from '#tools/local-stack/free-port';
import type { S3Notification } from '#tools/local-stack/s3-emulator';
import { watchStarters } from '#tools/local-stack/starter-watch';
import { whileStoreComesBack } from '#tools/local-stack/store-retry';
import { LOCAL_NAMES, LOCAL_STATE_DIR, LOCAL_STREAM_ATTEMPTS, localStreamCheckpoint } from './local-state';

// Embedded metric format records are for CloudWatch; locally they would bury the request log.
// POWERTOOLS_METRICS_DISABLED=false npm start shows them.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const USAGE = `Usage: npm start -- [--port 3000] [--s3-port 4569] [--dynamodb-port 8000] [--data FILE] [--fresh] [--allow-loopback-urls] [--no-limits]`;
const DEMO_DATA = 'data/demo.json';

function port(value: string, flag: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    console.error(`--${flag} must be a port number, not "${value}".\n${USAGE}`);
    process.exit(2);
  }
  return parsed;
}

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    's3-port': { type: 'string', default: '4569' },
    'dynamodb-port': { type: 'string', default: '8000' },
    data: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'allow-loopback-urls': { type: 'boolean', default: false },
    // Request budgets hold as on a stage (docs/integrations.md) unless a load test turns them off.
    'no-limits': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

const apiPort = port(flags.port, 'port');
// Checked before the stores start and the data loads: a taken port is said at once, naming it.
if (apiPort !== 0) {
  await portToUse(apiPort, 'the API').catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}

/** The stores once started; until then a shutdown has none to stop. */
let runningStack: EmbeddedStack | undefined;
/** Closes the API server and the workers once they run; set when they are. */
let closeServing: (() => Promise<void>) | undefined;
let stopWatchingStarters: (() => void) | undefined;
let shuttingDown: Promise<never> | undefined;

/**
 * Stops everything once, however many signals or lost services ask for it,
 * then exits: the 'exit' handlers remove this server's state files.
 */
function shutdown(code = 0): Promise<never> {
  // First, before anything awaits: Ctrl-C reaches DynamoDB Local too, and its exit is no death;
  // and npm, which Ctrl-C ends before the server has stopped, ending is no news either.
  runningStack?.stopWatching();
  stopWatchingStarters?.();
  shuttingDown ??= (async () => {
    try {
      await closeServing?.();
      await runningStack?.stop();
    } finally {
      process.exit(code);
    }
  })();
  return shuttingDown;
}

// From the start, and for every signal, not only the first: a Ctrl-C reaches the server from the
// terminal and again through npm and tsx, and a signal's default action would end it without its
// 'exit' handlers, leaving its state files. (SIGHUP: the terminal closed.)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown());
}

// What a killed server left (its file for the commands; a --fresh one's secret, clients and objects) goes first.
await clearKilledServers(LOCAL_STATE_DIR);
/** Where this server's token secret and machine clients are: a --fresh server's are its own, removed at exit. */
const serverStateDir = flags.fresh ? await makeFreshStateDir(LOCAL_STATE_DIR) : LOCAL_STATE_DIR;

const stack = await startEmbeddedStack({
  dynamodbPort: port(flags['dynamodb-port'], 'dynamodb-port'),
  s3Port: port(flags['s3-port'], 's3-port'),
  ...(flags.fresh ? { scratchDir: serverStateDir } : { persistDir: LOCAL_STATE_DIR }),
  watchdog: {
    log: (message) => console.error(message),
    // The API cannot serve without its store: stop, saying why, with a non-zero exit.
    lost: (message) => {
      console.error(`${message} The local server stops: start it again with npm start.`);
      void shutdown(1);
    },
  },
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
runningStack = stack;

// The handlers read their configuration from the environment, as in Lambda; set it before loading them.
Object.assign(process.env, {
  TABLE_NAME: LOCAL_NAMES.table,
  DOCUMENTS_BUCKET: LOCAL_NAMES.documentsBucket,
  DROP_BUCKET: LOCAL_NAMES.dropBucket,
  DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
  S3_ENDPOINT: stack.s3Endpoint,
  AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  ALLOW_LOOPBACK_URLS: flags['allow-loopback-urls'] ? 'true' : 'false',
  REQUEST_BUDGETS: flags['no-limits'] ? 'off' : 'on',
});

// The server, DynamoDB Local and the emulator end with the `npm start` that started them, however it ended.
stopWatchingStarters = watchStarters((pid) => {
  console.error(`The process that started the local server (pid ${pid}) has ended: the local server stops.`);
  void shutdown();
});

/**
 * How long a start-up step waits for a store that does not answer: the
 * watchdog restarts a DynamoDB Local that died (kept state) within that.
 */
const STORE_BACK_WITHIN_MS = 60_000;

/** A start-up step that needs the stores, said as it begins, and run again while they come back. */
async function stage<T>(what: string, run: () => Promise<T>): Promise<T> {
  console.log(`Starting: ${what}`);
  return whileStoreComesBack(run, STORE_BACK_WITHIN_MS);
}

try {
  const { dynamodb } = await import('#shared/aws/dynamodb');
  const { s3 } = await import('#shared/aws/s3');
  const { ensureBuckets, ensureTable } = await import('#tools/local-stack/provision');
  // A table created by an attempt whose answer was lost is still new: its data is loaded.
  let tableCreated = false;
  await stage('the table and buckets', async () => {
    tableCreated = (await ensureTable(dynamodb, LOCAL_NAMES.table, { stream: true })) || tableCreated;
    await ensureBuckets(s3, [
      LOCAL_NAMES.documentsBucket,
      LOCAL_NAMES.dropBucket,
      LOCAL_NAMES.setAsideBucket,
    ]);
  });

  // A kept store written by older code is refused: no code reads older storage shapes.
  if (!tableCreated) {
    const { keptStoreRefusal } = await import('#tools/data-file/storage-schema');
    const refusal = await stage('the kept store check', () =>
      keptStoreRefusal(relative(process.cwd(), LOCAL_STATE_DIR) || '.'),
    );
    if (refusal !== undefined) {
      console.error(refusal);
      await shutdown(1);
    }
  }

  // A kept store is served as it was left; data is loaded into a new store, or when a file is named.
  if (tableCreated || flags.data !== undefined) {
    const { loadDataFile } = await import('./load-data-file');
    const loaded = await stage(`loading ${flags.data ?? DEMO_DATA}`, () =>
      loadDataFile(
        flags.data ?? DEMO_DATA,
        { tableName: LOCAL_NAMES.table, documentsBucket: LOCAL_NAMES.documentsBucket },
        { throwUnreachable: true },
      ),
    );
    if (!loaded) await shutdown(1);
  }

  // Everything the API relies on runs before it answers its first request.
  const { startLocalWorker } = await import('#tools/local-stack/local-worker');
  const worker = await stage('the document worker', () => startLocalWorker());
  // Bulk imports (POST /imports), run from their checkpoints as the SQS consumer runs them in AWS.
  const { startLocalImportWorker } = await import('#tools/local-stack/local-import-worker');
  const importWorker = startLocalImportWorker();
  // Webhook deliveries, retried within seconds (LOCAL_WEBHOOK_ATTEMPTS, LOCAL_WEBHOOK_BACKOFF_MS).
  const { startLocalWebhooks } = await import('#tools/local-stack/local-webhooks');
  const webhooks = await stage('webhook deliveries', () => startLocalWebhooks());
  // Outbound events: DynamoDB Local's stream of the table, read as Lambda reads it in AWS; a change
  // that fails every attempt is set aside for npm run republish-events, as in AWS. The next start goes
  // on from the checkpoint, so changes committed while no server ran (a --data load) are published too.
  const { startLocalEventStream } = await import('#tools/local-stack/local-event-stream');
  const events = await stage('the event stream', () =>
    startLocalEventStream({
      dynamodb,
      tableName: LOCAL_NAMES.table,
      setAside: { bucket: LOCAL_NAMES.setAsideBucket, attempts: LOCAL_STREAM_ATTEMPTS },
      checkpointFile: localStreamCheckpoint(serverStateDir),
    }),
  );

  const { routeList } = await import('#shared/route-table');
  const { loadOrCreateSecret } = await import('#tools/dev-server/local-tokens');
  const { startLocalServer } = await import('#tools/dev-server/server');
  const { localClientRegistry } = await import('#tools/dev-server/client-registry');
  const { apiDocsPaths } = await import('#tools/dev-server/api-docs');
  const { buildApiDocument } = await import('#tools/openapi/document');
  const server = await startLocalServer({
    publicPaths: await apiDocsPaths(await buildApiDocument()),
    routes: routeList,
    port: apiPort,
    tokenSecret: await loadOrCreateSecret(serverStateDir),
    clients: localClientRegistry(serverStateDir),
    loadHandler: async (route) =>
      ((await import(pathToFileURL(resolve(route.handler)).href)) as { handler: LambdaHttpHandler }).handler,
  });
  // The drop bucket's folders: documents under inbox/, data files under sync/ (imported with no call).
  const { takeDroppedObjects } = await import('#tools/local-stack/local-drop-folder');
  const dropFolder = (notification: S3Notification) => void takeDroppedObjects(notification);
  stack.s3Events.on('event', dropFolder);
  // npm run token and npm run client find this server by it.
  await announceServer(LOCAL_STATE_DIR, {
    port: server.port,
    pid: process.pid,
    url: server.url,
    stateDir: serverStateDir,
    dynamodbEndpoint: stack.dynamodbEndpoint,
    tableName: LOCAL_NAMES.table,
  });
  closeServing = async () => {
    stack.s3Events.off('event', dropFolder);
    await events.stop();
    await worker.stop();
    await importWorker.stop();
    await webhooks.stop();
    await server.close();
  };

  console.log(`
TMS API ready
  API:          ${server.url}
  Docs:         ${server.url}/docs   (API document: ${server.url}/openapi.json)
  S3 endpoint:  ${stack.s3Endpoint}  (access key S3RVER, secret S3RVER, path-style)
  DynamoDB:     ${stack.dynamodbEndpoint}  (DynamoDB Local, pid ${stack.dynamodbPid})
  Drop bucket:  ${LOCAL_NAMES.dropBucket}
  State:        ${flags.fresh ? 'this run only: data, clients and token secret end with it (--fresh)' : `${relative(process.cwd(), LOCAL_STATE_DIR) || '.'}/ (kept across restarts)`}
  Token:        TOKEN=$(npm run -s token -- --role dispatcher)   or   --driver D-1   (--port ${server.port} when several servers run)
  Integrations: npm run -s client -- create --name N --scope "tms/shipments.read"   (docs/integrations.md)
                token endpoint ${server.url}/oauth2/token   or   npm run -s token -- --client N
  Try:          curl -H "Authorization: Bearer $TOKEN" ${server.url}/shipments
Ctrl-C stops everything.`);
} catch (error) {
  console.error((error as Error).message);
  await shutdown(1);
}
