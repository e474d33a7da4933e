import { Hono } from 'hono';
import { z } from 'zod';
import { FileLink, HistoryInfo, StoreForm } from '@shop/core/form/form.schema';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { languageOf, pathId } from '../http.js';
import { customerAuth, optionalCustomer } from '../middleware/auth.js';
import { described, doc } from '../openapi.js';
import { query } from '../validate.js';
import { formSubmission } from './form-body.js';

const FormQuery = z.object({ language: z.string().optional() });
const FileQuery = z.object({ key: z.string().trim().min(1).max(300) });
const HistoryQuery = ListQuerySchema.omit({ search: true });
const Submitted = z.object({ history_id: z.number(), customer_id: z.number().nullable() });
const SubmitBody = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          description:
            'One part per field key (a checkbox field repeats its key, or `key[]`); files as file parts; `recaptcha_token` when asked',
          additionalProperties: true,
        },
      },
    },
  },
};

/** Loaded by the first form opened or sent, not at every cold start (decision 0018). */
const core = () =>
  Promise.all([import('@shop/core/form/form-storefront'), import('@shop/core/form/form-submit'), import('@shop/core/form/form-history')]);

/**
 * The storefront's forms (spec §7): `GET /api/form/{url}` (config and fields; the server renderer reads
 * it too, `storefront-reads.ts`), then `POST /api/form/{url}` (a submission, multipart), and the
 * signed-in shopper's own submissions (`GET /api/submit_histories`).
 */
export const storeFormPageRoutes = new Hono<AppEnv>().get(
  '/form/:url',
  doc({ summary: "A form's config and enabled fields, in a language", response: StoreForm }),
  query(FormQuery),
  async (c) => {
    const [{ storefrontForm }] = await core();
    const customer = await optionalCustomer(c);
    c.header('cache-control', 'no-store');
    return c.json(await storefrontForm(c.req.param('url'), await languageOf(c), customer?.id ?? null), 200);
  },
);

/** The submission and the shopper's own submissions: not part of what the server renderer reads. */
export const storeFormRoutes = new Hono<AppEnv>()
  .post(
    '/form/:url',
    doc({
      summary:
        "Send a form (multipart): checked against its fields and access rules; creates or updates the sender's lead; reCAPTCHA when the settings guard forms or the address is past its hourly count",
      response: Submitted,
    }),
    described(async (_c, next) => next(), SubmitBody),
    async (c) => {
      const [, { submitForm }] = await core();
      const result = await submitForm({ url: c.req.param('url'), ...(await formSubmission(c)) });
      return c.json(result, 200);
    },
  )
  .get(
    '/submit_histories',
    doc({ summary: 'My form submissions, a page at a time', response: pageOf(HistoryInfo) }),
    customerAuth,
    query(HistoryQuery),
    async (c) => {
      const [, , { FormHistory }] = await core();
      c.header('cache-control', 'no-store');
      return c.json(await FormHistory.mine(c.get('customer').id, c.req.valid('query'), await languageOf(c)), 200);
    },
  )
  .get(
    '/submit_histories/:id/file',
    doc({ summary: 'A five-minute link to a file of my own submission', response: FileLink }),
    customerAuth,
    query(FileQuery),
    async (c) => {
      const [, , { FormHistory }] = await core();
      c.header('cache-control', 'no-store');
      return c.json(await FormHistory.myFileLink(c.get('customer').id, pathId(c), c.req.valid('query').key), 200);
    },
  );
