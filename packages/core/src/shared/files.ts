/** Public path the API serves an uploaded object from (`GET /api/files/{key}`). */
export const filePath = (key: string | null | undefined): string | null => (key ? `/api/files/${key}` : null);

/**
 * The only shape of key `POST /api/admin/upload` issues: `uploads/YYYY/MM/<ulid>.<ext>` (see
 * `core/files/files.ts`). Image fields store exactly this key, never a path or URL built from it.
 */
export const UPLOAD_KEY = /^uploads\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-hjkmnp-tv-z]{26}\.(jpg|png|gif|webp)$/;

export const isUploadKey = (value: string): boolean => UPLOAD_KEY.test(value);

/** The largest image an upload may be (the API's body limit for uploads reads it at a cold start). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
