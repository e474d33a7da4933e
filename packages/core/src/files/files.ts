import { awsClientOptions, onFirstUse } from '../shared/aws.js';
import { env } from '../shared/env.js';
import { MESSAGES, NotFoundError, ValidationError, type FieldMessages } from '../shared/errors.js';
import { isUploadKey } from '../shared/files.js';
import { newUlid } from '../shared/ids.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Raster images only: SVG can carry script, so it is refused. The type is read from the bytes. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The S3 client and the commands used here, loaded by the first request that touches a file. */
const s3 = onFirstUse(async () => {
  const { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const { S3_ENDPOINT } = env();
  const client = new S3Client({
    ...awsClientOptions(S3_ENDPOINT),
    // s3rver needs path-style addressing and no default checksums.
    ...(S3_ENDPOINT
      ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  return { client, GetObjectCommand, HeadObjectCommand, PutObjectCommand } as const;
});

async function exists(key: string): Promise<boolean> {
  try {
    const { client, HeadObjectCommand } = await s3();
    await client.send(new HeadObjectCommand({ Bucket: env().BUCKET_NAME, Key: key }));
    return true;
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** The image keys in `next` that `previous` does not hold, with the field each one is in. */
export function newImages(
  field: string,
  next: readonly string[] | string | null | undefined,
  previous: readonly string[] | string | null | undefined = [],
) {
  const list = (v: readonly string[] | string | null | undefined) => (v ? (typeof v === 'string' ? [v] : v) : []);
  const known = new Set(list(previous));
  const single = typeof next === 'string' || next === null || next === undefined;
  return list(next)
    .map((key, index) => ({ field: single ? field : `${field}.${index}`, key }))
    .filter(({ key }) => !known.has(key));
}

export const Files = {
  /** Stores an uploaded image under `uploads/YYYY/MM/<ulid>.<ext>` and returns that path. */
  async uploadImage(bytes: Uint8Array, field = 'image'): Promise<{ path: string }> {
    if (bytes.byteLength === 0) throw ValidationError.field(field, 'Please upload a picture');
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw ValidationError.field(field, 'The file may not be greater than 10 MB.');
    // Loaded by the uploads that need it, not at every cold start.
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(bytes);
    const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
    if (!detected || !ext) {
      throw ValidationError.field(field, 'The file must be an image of type: jpeg, png, gif, webp.');
    }
    const now = new Date();
    const path = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${newUlid().toLowerCase()}.${ext}`;
    const { client, PutObjectCommand } = await s3();
    await client.send(new PutObjectCommand({ Bucket: env().BUCKET_NAME, Key: path, Body: bytes, ContentType: detected.mime }));
    return { path };
  },

  /**
   * Refuses image keys that do not name an uploaded object: each `{ field, key }` must have the
   * upload route's shape and exist in the bucket (one HeadObject each, in parallel). Callers pass only
   * keys the record does not hold yet, so saving an unchanged record costs nothing.
   */
  async requireUploaded(images: readonly { field: string; key: string }[]): Promise<void> {
    const messages: FieldMessages = {};
    await Promise.all(
      images.map(async ({ field, key }) => {
        if (!isUploadKey(key) || !(await exists(key))) messages[field] = [MESSAGES.notUploaded];
      }),
    );
    if (Object.keys(messages).length) throw new ValidationError(messages);
  },

  /** Stores a private object (import sources and results); only the API hands these out. */
  async store(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
    const { client, PutObjectCommand } = await s3();
    await client.send(new PutObjectCommand({ Bucket: env().BUCKET_NAME, Key: key, Body: body, ContentType: contentType }));
  },

  /** A private object's bytes; 404 when it is gone (import results expire). */
  async load(key: string): Promise<Uint8Array> {
    try {
      const { client, GetObjectCommand } = await s3();
      const result = await client.send(new GetObjectCommand({ Bucket: env().BUCKET_NAME, Key: key }));
      return await result.Body!.transformToByteArray();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') throw new NotFoundError('File not found');
      throw error;
    }
  },

  async read(path: string): Promise<{ body: Uint8Array; contentType: string }> {
    if (!/^uploads\/[\w/.-]+$/.test(path) || path.includes('..')) throw new NotFoundError('File not found');
    try {
      const { client, GetObjectCommand } = await s3();
      const result = await client.send(new GetObjectCommand({ Bucket: env().BUCKET_NAME, Key: path }));
      const body = await result.Body!.transformToByteArray();
      return { body, contentType: result.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') throw new NotFoundError('File not found');
      throw error;
    }
  },
};
