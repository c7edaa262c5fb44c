import { createServer } from 'node:net';

/**
 * A TCP port that is free right now: the system picks one for a throwaway listener, which is closed.
 * Used where a port must be known before its server starts (the app's origin goes into the API's
 * settings and its links).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('The system gave no port'));
      });
    });
  });
}
