import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** How much of an unread request body the server still reads (and discards) before answering. */
export const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Reads the rest of a request body the app did not read, discarding it. Stops (and cancels the body,
 * which resets that connection) past `limit` bytes. A body the app is reading itself is left alone.
 */
export async function drain(request: Request, limit = DRAIN_LIMIT): Promise<void> {
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  const reader = body.getReader();
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to answer.
  } finally {
    reader.releaseLock();
  }
}

/**
 * How long an idle kept-alive connection stays open. Node's 5 s default races a client that sends on
 * the connection at the moment the server closes it: the request meets a reset (`socket hang up`),
 * which an API client (Playwright's request context, a script) does not retry. A busy machine widens
 * that window, since the client learns of the close late. A minute is what load balancers keep, and
 * the server's `Keep-Alive: timeout=` hint lets clients close first.
 */
export const KEEP_ALIVE_MS = 65_000;

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * Serves a fetch handler (the Hono app) over HTTP the way the local runtime and tests do.
 *
 * An answer given before the body was read (401/403 from a guard, 413 from the Content-Length check)
 * finds the client still sending. Hono's node adapter then destroys the unread request once the answer
 * is out, the kernel resets the connection, and a browser reports a network error instead of the
 * answer. Here the unread rest is read and discarded first (up to `DRAIN_LIMIT`), so the answer goes
 * out on a healthy connection. Behind API Gateway the whole body is buffered before the Lambda runs,
 * so this concerns the Node server only.
 */
export function serveFetch(fetch: Fetch, options: { port: number; hostname?: string }): Promise<Server> {
  const handler: Fetch = async (request, env) => {
    const response = await fetch(request, env);
    if (request.method !== 'GET' && request.method !== 'HEAD') await drain(request);
    return response;
  };
  const listener = getRequestListener(handler, options.hostname ? { hostname: options.hostname } : {});
  const server = createServer((req, res) => void listener(req, res));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
