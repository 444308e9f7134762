import type { EventEmitter } from 'node:events';
import S3rver from 's3rver';
import type { S3EventRecord } from '#shared/aws/s3-events';
import type { RunningService } from './dynamodb-local';
import { portToUse } from './free-port';

/** An S3 event notification as the emulator emits it: AWS's shape, but with each key as stored, not URL-encoded. */
export interface S3Notification {
  Records: S3EventRecord[];
}

/** Where the emulator's object events go: one emitter across restarts of the emulator. */
export type S3EventEmitter = EventEmitter<{ event: [S3Notification] }>;

/**
 * Starts the s3rver S3 emulator in this process, storing objects under `directory`.
 * It runs in this process, so it "dies" when its HTTP server closes, or fails,
 * without stop() having been called.
 */
export async function startS3Emulator(
  port: number,
  directory: string,
  events?: S3EventEmitter,
): Promise<RunningService> {
  // Checked first for the same plain message as DynamoDB Local's.
  await portToUse(port, 'the S3 emulator');
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, vhostBuckets: false });
  if (events) server.on('event', (event: S3Notification) => events.emit('event', event));
  const address = await server.run();
  let stopping = false;
  const died = new Promise<string>((resolveDeath) => {
    const { httpServer } = server;
    httpServer.once('close', () => {
      if (!stopping) resolveDeath('its HTTP server closed');
    });
    httpServer.once('error', (error) => {
      if (stopping) return;
      resolveDeath(`its HTTP server failed: ${error.message}`);
      // Closed so that a restart can listen on the port again.
      httpServer.close();
    });
  });
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    died,
    stop: () => {
      stopping = true;
      return server.close();
    },
  };
}
