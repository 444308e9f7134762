import S3rver from 's3rver';
import type { RunningService } from './dynamodb-local';
import { portToUse } from './free-port';

/** Starts the s3rver S3 emulator in this process, storing objects under `directory`. */
export async function startS3Emulator(port: number, directory: string): Promise<RunningService> {
  // Checked first for the same plain message as DynamoDB Local's.
  await portToUse(port, 'the S3 emulator');
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, vhostBuckets: false });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => server.close(),
  };
}
