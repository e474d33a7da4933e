import { createServer } from 'node:net';

/** Asks the OS for a free TCP port on 127.0.0.1 (tests start stand-ins on these). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

/** `http://127.0.0.1:<port>` of a listening node:http/net server. */
export function endpointOf(server: { address(): unknown }): string {
  const address = server.address();
  if (!address || typeof address !== 'object' || !('port' in address)) {
    throw new Error('Server is not listening');
  }
  return `http://127.0.0.1:${String(address.port)}`;
}
