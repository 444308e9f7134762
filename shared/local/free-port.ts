import { createServer } from 'node:net';

/**
 * A TCP port that is free right now on the loopback interface, for children that
 * cannot report the port they bound when asked for port 0 (DynamoDB Local).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port.'));
      });
    });
  });
}
