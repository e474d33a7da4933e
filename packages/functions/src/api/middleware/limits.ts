import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { MAX_UPLOAD_BYTES } from '@shop/core/files/files';

export const MAX_JSON_BYTES = 1024 * 1024;

const isUploadPath = (path: string) => path.endsWith('/upload') || path.endsWith('/import');

/** The 413 answer, also used by the error mapper when a streamed body overflows mid-read. */
export const tooLarge = (c: Context) =>
  c.json(
    {
      messages: isUploadPath(c.req.path)
        ? 'The file may not be greater than 10 MB.'
        : 'The request body may not be greater than 1 MB.',
    },
    413,
  );

const small = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
const large = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: tooLarge });

/** 1 MB for ordinary bodies, 10 MB (plus form overhead) for uploads and imports. */
export const bodyLimits = createMiddleware(async (c, next) => {
  return (isUploadPath(c.req.path) ? large : small)(c, next);
});
