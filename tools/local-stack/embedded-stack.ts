import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ChildProcessService,
  KilledBeforeReady,
  type RunningService,
  startDynamoDbLocal,
} from './dynamodb-local';
import { type S3EventEmitter, startS3Emulator } from './s3-emulator';
import { type WatchdogReports, watchService } from './service-watchdog';

export interface EmbeddedStackOptions {
  /** 0 picks a free port. */
  dynamodbPort: number;
  /** 0 picks a free port. */
  s3Port: number;
  /** Folder that keeps both stores across restarts; undefined keeps everything in memory or a temporary folder. */
  persistDir?: string;
  /** Without persistDir: the folder the S3 emulator's objects go to (removed on stop); a new temporary one by default. */
  scratchDir?: string;
  /**
   * When given, a service that dies is reported at once; with persistDir it is
   * restarted on its port over its data, without it the stack is reported lost.
   */
  watchdog?: WatchdogReports;
}

export interface EmbeddedStack {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** The S3 emulator's object events (`event`), whichever run of the emulator made them. */
  s3Events: S3EventEmitter;
  /** The DynamoDB Local JVM's process id; a restart gives it a new one. */
  readonly dynamodbPid: number;
  /** From now on services stopping is intended: call it first thing on shutdown. */
  stopWatching(): void;
  /** Stops both services, the DynamoDB Local JVM included, and removes temporary storage. */
  stop(): Promise<void>;
}

/** Starts DynamoDB Local and the S3 emulator side by side and resolves once both answer. */
export async function startEmbeddedStack(options: EmbeddedStackOptions): Promise<EmbeddedStack> {
  const { persistDir, scratchDir, watchdog } = options;
  const dynamodbDirectory = persistDir === undefined ? undefined : join(persistDir, 'dynamodb');
  // s3rver always stores objects on disk: without persistDir they go to a folder removed on stop.
  const s3Directory =
    persistDir !== undefined
      ? join(persistDir, 's3')
      : scratchDir !== undefined
        ? join(scratchDir, 's3')
        : await mkdtemp(join(tmpdir(), 'tms-s3-'));
  const removeTemporaryStorage = () =>
    persistDir === undefined ? rm(s3Directory, { recursive: true, force: true }) : Promise.resolve();

  const s3Events: S3EventEmitter = new EventEmitter();
  const [dynamodb, s3] = await Promise.allSettled([
    startAgainIfKilled(() => startDynamoDbLocal(options.dynamodbPort, dynamodbDirectory), options),
    startS3Emulator(options.s3Port, s3Directory, s3Events),
  ]);
  if (dynamodb.status === 'rejected' || s3.status === 'rejected') {
    // One of them failed: stop the other, so that nothing is left running.
    await Promise.allSettled(
      [dynamodb, s3].map((started) => started.status === 'fulfilled' && started.value.stop()),
    );
    await removeTemporaryStorage();
    throw [dynamodb, s3].find((started) => started.status === 'rejected')?.reason;
  }

  const portOf = (service: RunningService) => Number(new URL(service.endpoint).port);
  const watchedDynamodb = watchService<ChildProcessService>(
    'DynamoDB Local',
    dynamodb.value,
    dynamodbDirectory === undefined
      ? { kept: false, lost: 'its data was in memory only and is lost' }
      : {
          kept: true,
          where: dynamodbDirectory,
          restart: () => startDynamoDbLocal(portOf(dynamodb.value), dynamodbDirectory),
        },
    watchdog,
  );
  const watchedS3 = watchService(
    'The S3 emulator',
    s3.value,
    persistDir === undefined
      ? { kept: false, lost: 'its objects were kept for this run only' }
      : {
          kept: true,
          where: s3Directory,
          restart: () => startS3Emulator(portOf(s3.value), s3Directory, s3Events),
        },
    watchdog,
  );
  const watched = [watchedDynamodb, watchedS3];
  return {
    dynamodbEndpoint: dynamodb.value.endpoint,
    s3Endpoint: s3.value.endpoint,
    s3Events,
    get dynamodbPid() {
      return watchedDynamodb.current().pid;
    },
    stopWatching() {
      for (const service of watched) service.stopWatching();
    },
    async stop() {
      await Promise.allSettled(watched.map((service) => service.stop()));
      await removeTemporaryStorage();
    },
  };
}

/** How many times a DynamoDB Local killed while it starts is started again over its kept data. */
const STARTS_AFTER_A_KILL = 3;

/**
 * Starts DynamoDB Local; one killed before it was ready is started again when
 * its data is kept (as the watchdog does once it runs), else the kill is said.
 */
async function startAgainIfKilled(
  start: () => Promise<ChildProcessService>,
  { persistDir, watchdog }: EmbeddedStackOptions,
): Promise<ChildProcessService> {
  for (let starts = 1; ; starts++) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof KilledBeforeReady) || persistDir === undefined || starts > STARTS_AFTER_A_KILL) {
        throw error;
      }
      watchdog?.log(`${error.message} Starting it again over its data in ${persistDir}.`);
    }
  }
}
