import { Agent, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../api/app.js';
import { adminToken, limitedAdmin } from '../api/testing.js';
import { KEEP_ALIVE_MS, serveFetch } from './serve.js';

let server: Server;
let port: number;

beforeAll(async () => {
  server = await serveFetch(app.fetch, { port: 0, hostname: '127.0.0.1' });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Outcome {
  status?: number;
  body: string;
  /** Bytes of the body the client managed to send. */
  sent: number;
  /** Did the client finish writing its whole body? */
  finished: boolean;
  error?: string;
}

/**
 * A real HTTP/1.1 client uploading `size` bytes of multipart body in 64 KB writes, the way a browser
 * streams a file. Resolves once the connection is closed, with any socket error it saw on the way.
 */
function upload(path: string, size: number, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '', sent: 0, finished: false };
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'multipart/form-data; boundary=----x', 'content-length': String(size), connection: 'close', ...headers },
    });
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (outcome.body += text));
    });
    req.on('error', (error) => (outcome.error = String(error)));
    req.on('finish', () => (outcome.finished = true));
    req.on('close', () => resolve(outcome));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (outcome.sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - outcome.sent));
        outcome.sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('requests answered before their body is read', () => {
  it('413 by Content-Length: the client gets the error body and finishes sending, no reset', async () => {
    const token = await adminToken();
    const size = 30 * 1024 * 1024;
    const outcome = await upload('/api/admin/upload', size, { authorization: `Bearer ${token}` });
    expect(outcome.error).toBeUndefined();
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({ messages: 'The file may not be greater than 10 MB.' });
    expect(outcome.finished).toBe(true);
    expect(outcome.sent).toBe(size);
  });

  it('403 from the permission guard of an import: answered cleanly while the client is still sending', async () => {
    const limited = await limitedAdmin(['get products']);
    const size = 4 * 1024 * 1024;
    const outcome = await upload('/api/admin/product/import', size, { authorization: `Bearer ${limited.token}` });
    expect(outcome.error).toBeUndefined();
    expect(outcome.status).toBe(403);
    expect(JSON.parse(outcome.body)).toHaveProperty('messages');
    expect(outcome.finished).toBe(true);
  });

  it('401 without a token on an upload: answered cleanly too', async () => {
    const outcome = await upload('/api/admin/upload', 5 * 1024 * 1024);
    expect(outcome.error).toBeUndefined();
    expect(outcome.status).toBe(401);
    expect(JSON.parse(outcome.body)).toEqual({ messages: 'Unauthenticated.' });
    expect(outcome.finished).toBe(true);
  });
});

describe('kept-alive connections', () => {
  it('stay open a minute and say so, so a client reusing one after a pause is not reset', async () => {
    const agent = new Agent({ keepAlive: true });
    const get = () =>
      new Promise<{ hint?: string; reused: boolean }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ hint: res.headers['keep-alive']?.toString(), reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    const first = await get();
    expect(first.hint).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
    expect((await get()).reused).toBe(true);
    agent.destroy();
  });
});
