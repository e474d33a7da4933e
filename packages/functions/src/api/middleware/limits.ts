import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { MAX_UPLOAD_BYTES } from '@shop/core/shared/files';
import { MESSAGES } from '@shop/core/shared/errors';
import { IMPORT_MAX_BYTES } from '@shop/core/shared/sheet';

export const MAX_JSON_BYTES = 1024 * 1024;
/** Room for the multipart boundary and part headers around the file. */
const FORM_OVERHEAD = 64 * 1024;

const isUploadPath = (path: string) => path.endsWith('/upload');
/**
 * A form submission carries its files in the body (each ≤ 5 MB: core/form/form-files.ts): the form's
 * own, a funnel's form step, a service application.
 */
const isFormSubmission = (method: string, path: string) => method === 'POST' && /^\/api\/(form|funnel|service)\/[^/]+$/.test(path);
const isImportPath = (path: string) => path.endsWith('/import');

/** The 413 answer, also used by the error mapper when a streamed body overflows mid-read. */
export const tooLarge = (c: Context) =>
  c.json(
    {
      messages: isUploadPath(c.req.path)
        ? 'The file may not be greater than 10 MB.'
        : isImportPath(c.req.path)
          ? MESSAGES.importTooLarge
          : 'The request body may not be greater than 1 MB.',
    },
    413,
  );

const small = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
const upload = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + FORM_OVERHEAD, onError: tooLarge });
const spreadsheet = bodyLimit({ maxSize: IMPORT_MAX_BYTES + FORM_OVERHEAD, onError: tooLarge });

/** 1 MB for ordinary bodies, 10 MB for image uploads, 5 MB for spreadsheet imports (plus form overhead). */
export const bodyLimits = createMiddleware(async (c, next) => {
  const path = c.req.path;
  return (isUploadPath(path) || isFormSubmission(c.req.method, path) ? upload : isImportPath(path) ? spreadsheet : small)(c, next);
});
