import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { PayloadTooLargeError } from '@shop/core/shared/errors';
import { MAX_UPLOAD_BYTES } from '@shop/core/files/files';

export const MAX_JSON_BYTES = 1024 * 1024;

const small = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw new PayloadTooLargeError('The request body may not be greater than 1 MB.');
  },
});
const large = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw new PayloadTooLargeError('The file may not be greater than 10 MB.');
  },
});

/** 1 MB for ordinary bodies, 10 MB (plus form overhead) for uploads and imports. */
export const bodyLimits = createMiddleware(async (c, next) => {
  const path = c.req.path;
  const isUpload = path.endsWith('/upload') || path.endsWith('/import');
  return (isUpload ? large : small)(c, next);
});
