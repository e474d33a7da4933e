import { env } from '../shared/env.js';
import { newUlid } from '../shared/ids.js';
import { Files, s3 } from './files.js';

/** How long a signed download link works. */
export const PRESIGNED_GET_SECONDS = 5 * 60;

/**
 * Downloads straight from the bucket (decision 0054): a file is written there and the browser gets a
 * short-lived signed GET, so it never passes through the API (whose payload is capped). Kept apart from
 * `files.ts`, which the cold start loads.
 */
export const Downloads = {
  /**
   * Writes a file for one person to download (exports) under `exports/<owner>/<ulid>/<name>` (the
   * bucket's lifecycle rule removes it after a day) and answers a signed GET for it.
   */
  async publish(owner: string, name: string, body: Uint8Array, contentType: string) {
    const key = `exports/${owner}/${newUlid().toLowerCase()}/${name}`;
    await Files.store(key, body, contentType);
    return { ...(await Downloads.signed(key, name)), file_name: name };
  },

  /** A signed GET for a private object, valid PRESIGNED_GET_SECONDS, saving it as `name`. */
  async signed(key: string, name: string): Promise<{ url: string; expires_at: string }> {
    const [{ client, GetObjectCommand }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
    const command = new GetObjectCommand({
      Bucket: env().BUCKET_NAME,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${name.replace(/["\\\r\n]/g, '')}"`,
    });
    const url = await getSignedUrl(client, command, { expiresIn: PRESIGNED_GET_SECONDS });
    return { url, expires_at: new Date(Date.now() + PRESIGNED_GET_SECONDS * 1000).toISOString() };
  },
};
