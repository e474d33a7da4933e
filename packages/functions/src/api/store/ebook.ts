import { Hono } from 'hono';
import { z } from 'zod';
import { Ebooks } from '@shop/core/crm/ebook';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { query } from '../validate.js';

const EbookQuery = z.object({ token: z.string().trim().min(1, { error: 'This field is required.' }).max(4000) });
const EbookDownload = z.object({ url: z.string(), expires_at: z.string(), file_name: z.string() });

/**
 * `GET /api/ebook?token=`: the `/ebook` page's call. The token is the signed, expiring grant in an
 * e-book mail's link; the answer a five-minute signed download of the private file (403 when the link
 * expired or was tampered with).
 */
export const storeEbookRoutes = new Hono<AppEnv>().get(
  '/ebook',
  doc({ summary: "Open an e-book from a lead status mail's link: a short-lived signed download", response: EbookDownload }),
  query(EbookQuery),
  async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await Ebooks.open(c.req.valid('query').token), 200);
  },
);
