import { createServer } from 'node:net';

/** Binds `port` (0: any free one) on every interface, as DynamoDB Local does, and releases it. */
function bindAndRelease(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port.'));
      });
    });
  });
}

/** The start-up error of a service whose port another process holds, naming the port. */
export function portInUseError(port: number, service: string): Error {
  return new Error(`Port ${port} is already in use, so ${service} cannot start there: choose another port.`);
}

/**
 * The port a child service should use: a free one for 0 (DynamoDB Local cannot
 * report a port it picked), else `port` once checked free, because a service
 * already answering there would be mistaken for the child.
 */
export async function portToUse(port: number, service: string): Promise<number> {
  try {
    return await bindAndRelease(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw portInUseError(port, service);
    throw error;
  }
}
