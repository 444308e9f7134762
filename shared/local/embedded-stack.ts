import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local';
import { startS3Emulator } from './s3-emulator';

export interface EmbeddedStackOptions {
  /** 0 picks a free port. */
  dynamodbPort: number;
  /** 0 picks a free port. */
  s3Port: number;
  /** Folder that keeps both stores across restarts; undefined keeps everything in memory or a temporary folder. */
  persistDir?: string;
}

export interface EmbeddedStack {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** Stops both services, the DynamoDB Local JVM included, and removes temporary storage. */
  stop(): Promise<void>;
}

/** Starts DynamoDB Local and the S3 emulator side by side and resolves once both answer. */
export async function startEmbeddedStack(options: EmbeddedStackOptions): Promise<EmbeddedStack> {
  const { persistDir } = options;
  // s3rver always stores objects on disk: without persistDir they go to a folder removed on stop.
  const s3Directory =
    persistDir === undefined ? await mkdtemp(join(tmpdir(), 'tms-s3-')) : join(persistDir, 's3');
  const removeTemporaryStorage = () =>
    persistDir === undefined ? rm(s3Directory, { recursive: true, force: true }) : Promise.resolve();

  const [dynamodb, s3] = await Promise.allSettled([
    startDynamoDbLocal(
      options.dynamodbPort,
      persistDir === undefined ? undefined : join(persistDir, 'dynamodb'),
    ),
    startS3Emulator(options.s3Port, s3Directory),
  ]);
  if (dynamodb.status === 'fulfilled' && s3.status === 'fulfilled') {
    return {
      dynamodbEndpoint: dynamodb.value.endpoint,
      s3Endpoint: s3.value.endpoint,
      async stop() {
        await Promise.allSettled([dynamodb.value.stop(), s3.value.stop()]);
        await removeTemporaryStorage();
      },
    };
  }

  // One of them failed: stop the other, so that nothing is left running.
  await Promise.allSettled(
    [dynamodb, s3].map((started) => started.status === 'fulfilled' && started.value.stop()),
  );
  await removeTemporaryStorage();
  throw [dynamodb, s3].find((started) => started.status === 'rejected')?.reason;
}
