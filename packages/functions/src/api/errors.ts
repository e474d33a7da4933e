import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDomainError, type MovedError } from '@shop/core/shared/errors';
import type { AppEnv } from './context.js';
import { tooLarge } from './middleware/limits.js';

/**
 * The single place errors become responses in the spec's `{ messages }` shape. A storefront url that
 * was renamed (decision 0040) is a 404 that also names the record's current url slug: `moved_to`.
 */
export function onError(error: Error, c: Context<AppEnv>) {
  if (isDomainError(error) && 'movedTo' in error) {
    return c.json({ messages: error.messages, moved_to: (error as MovedError).movedTo }, 404);
  }
  if (isDomainError(error)) {
    return c.json({ ...error.details, messages: error.messages }, error.status as 400);
  }
  if (error.name === 'BodyLimitError') return tooLarge(c);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? 'The request body is too large.' : error.message || 'Bad request';
    return c.json({ messages: message }, status);
  }
  const requestId = c.get('requestId');
  console.error(JSON.stringify({ level: 'error', requestId, message: error.message, stack: error.stack }));
  return c.json({ messages: 'Internal error', request_id: requestId }, 500);
}

export function notFound(c: Context) {
  return c.json({ messages: 'Not Found' }, 404);
}
