import { z } from 'zod';

/** What `POST …/import` (202) and `GET …/import/{id}` answer; the list screen polls it. */
export const ImportJobInfo = z.object({
  id: z.string(),
  entity: z.enum(['user', 'product']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Data rows in the sheet. */
  total: z.number(),
  processed: z.number(),
  imported: z.number(),
  failed: z.number(),
  /** Once done: the first failed rows with their messages (all of them are in the result file). */
  failures: z.array(z.object({ row: z.number(), messages: z.union([z.string(), z.record(z.string(), z.array(z.string()))]) })),
  /** `GET …/import/{id}/result` serves an .xlsx of the failed rows. */
  has_result: z.boolean(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportJobInfo = z.infer<typeof ImportJobInfo>;
