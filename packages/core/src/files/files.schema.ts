import { z } from 'zod';

/** What the browser says it will send before posting a file straight to storage; the bytes are checked once there. */
export const PresignFileInput = z.object({
  content_type: z.string().min(1).max(100),
  size: z.coerce.number().int().min(0).optional(),
});

/** A form to POST one file straight to storage: `url`, the `fields` in order, then the file as `file`. */
export const PresignedPostInfo = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expires_at: z.string(),
});

/** The key a presigned POST stored a file under, handed back to be checked and used. */
export const UploadedKey = z.object({ key: z.string().min(1).max(200) });

/** A short-lived signed link to a file in storage (exports); the browser downloads it from there. */
export const DownloadLink = z.object({ url: z.string(), expires_at: z.string(), file_name: z.string() });
