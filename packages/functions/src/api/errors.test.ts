import { Hono } from 'hono';
import { MovedError, NotFoundError } from '@shop/core/shared/errors';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './context.js';
import { notFound, onError } from './errors.js';
import { requestId } from './middleware/request-id.js';

describe('the error mapper', () => {
  it('answers a renamed url 404 in the spec’s shape with moved_to, and a plain miss without it', async () => {
    const app = new Hono<AppEnv>()
      .get('/moved', () => {
        throw new MovedError('canvas-tote-bag');
      })
      .get('/missing', () => {
        throw new NotFoundError();
      });
    app.onError(onError);
    const moved = await app.request('/moved');
    expect(moved.status).toBe(404);
    expect(await moved.json()).toEqual({ messages: 'ID not exists', moved_to: 'canvas-tote-bag' });
    const missing = await app.request('/missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ messages: 'ID not exists' });
  });

  it('turns an unexpected failure into 500 with a request id and no stack, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = new Hono<AppEnv>().use('*', requestId).get('/boom', () => {
      throw new Error('database exploded at /secret/path');
    });
    app.onError(onError);
    app.notFound(notFound);
    const response = await app.request('/boom', { headers: { 'x-request-id': 'req-123' } });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ messages: 'Internal error', request_id: 'req-123' });
    expect(JSON.stringify(body)).not.toContain('exploded');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('req-123'));
    log.mockRestore();
  });
});
