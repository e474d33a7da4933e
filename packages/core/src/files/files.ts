import { awsClientOptions, onFirstUse } from '../shared/aws.js';
import { env } from '../shared/env.js';
import { MESSAGES, NotFoundError, ValidationError, type FieldMessages } from '../shared/errors.js';
import { isUploadKey, MAX_UPLOAD_BYTES } from '../shared/files.js';
import { newUlid } from '../shared/ids.js';

export { MAX_UPLOAD_BYTES } from '../shared/files.js';
/** How long a presigned upload form may be used: long enough to send 10 MB on a slow line. */
export const PRESIGNED_POST_SECONDS = 10 * 60;
const TOO_LARGE = 'The file may not be greater than 10 MB.';
/** An image key is never reused (a new upload is a new key): browsers and the edge may keep it for good. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const NOT_AN_IMAGE = 'The file must be an image of type: jpeg, png, gif, webp.';
/** Enough leading bytes for file-type to name any of the image types. */
const SNIFF_BYTES = 4100;

/** Raster images only: SVG can carry script, so it is refused. The type is read from the bytes. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Where a browser posts an image before the API has seen its bytes: `incoming/` + the key it will have
 * (`incoming/uploads/YYYY/MM/<ulid>.<ext>`). Confirming moves it to its key; what is never confirmed is
 * removed by the bucket's lifecycle rule for this prefix after a day (stacks/storage.ts).
 */
export const INCOMING_PREFIX = 'incoming/';

/** The S3 client and the commands used here, loaded by the first request that touches a file. */
export const s3 = onFirstUse(async () => {
  const { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const { S3_ENDPOINT } = env();
  const client = new S3Client({
    ...awsClientOptions(S3_ENDPOINT),
    // s3rver needs path-style addressing and no default checksums.
    ...(S3_ENDPOINT
      ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  return { client, CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } as const;
});

/** A form the browser posts a file with, straight to the bucket (S3 "POST Object"). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  key: string;
  expires_at: string;
}

const notFound = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** The first bytes of an object (enough to tell its type), or null when there is no such object. */
async function leadingBytes(key: string): Promise<Uint8Array | null> {
  try {
    const { client, GetObjectCommand } = await s3();
    const result = await client.send(
      new GetObjectCommand({ Bucket: env().BUCKET_NAME, Key: key, Range: `bytes=0-${String(SNIFF_BYTES - 1)}` }),
    );
    return await result.Body!.transformToByteArray();
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** The image type the bytes are (by content, never by name or declared type), or undefined. */
async function imageTypeOf(bytes: Uint8Array): Promise<{ mime: string; ext: string } | undefined> {
  // Loaded by the uploads that need it, not at every cold start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
  return detected && ext ? { mime: detected.mime, ext } : undefined;
}

const newImageKey = (ext: string): string => {
  const now = new Date();
  return `uploads/${String(now.getUTCFullYear())}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${newUlid().toLowerCase()}.${ext}`;
};

/**
 * What an uploaded image key holds: 'missing' (not an upload key, or no object), 'not-image' (its bytes
 * are not the image type its key names), or 'ok'. One ranged GET: the bucket is the truth.
 */
async function checkImage(key: string, stored = key): Promise<'ok' | 'missing' | 'not-image'> {
  if (!isUploadKey(key)) return 'missing';
  const bytes = await leadingBytes(stored);
  if (!bytes) return 'missing';
  const type = await imageTypeOf(bytes);
  return type && key.endsWith(`.${type.ext}`) ? 'ok' : 'not-image';
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
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw ValidationError.field(field, TOO_LARGE);
    const type = await imageTypeOf(bytes);
    if (!type) throw ValidationError.field(field, NOT_AN_IMAGE);
    const path = newImageKey(type.ext);
    const { client, PutObjectCommand } = await s3();
    await client.send(
      new PutObjectCommand({
        Bucket: env().BUCKET_NAME,
        Key: path,
        Body: bytes,
        ContentType: type.mime,
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
    return { path };
  },

  /**
   * A form to post one image straight to the bucket (past the API's payload limit): the key is fixed
   * (`incoming/uploads/YYYY/MM/<ulid>.<ext>`, the extension of the declared type), the size 1 byte to
   * 10 MB and the Content-Type the declared one, all signed into the policy. What arrives is checked by
   * its bytes and moved to `uploads/…` by `confirmImage`; only then can a record use it.
   */
  async presignImage(contentType: string, size: number | undefined, field = 'image'): Promise<PresignedPost> {
    const ext = IMAGE_TYPES[contentType.toLowerCase()];
    if (!ext) throw ValidationError.field(field, NOT_AN_IMAGE);
    if (size !== undefined && size > MAX_UPLOAD_BYTES) throw ValidationError.field(field, TOO_LARGE);
    if (size === 0) throw ValidationError.field(field, 'Please upload a picture');
    return Files.presignPost(INCOMING_PREFIX + newImageKey(ext), contentType.toLowerCase(), MAX_UPLOAD_BYTES, {
      'Cache-Control': IMAGE_CACHE_CONTROL,
    });
  },

  /** A presigned POST for exactly `key`, `contentType`, the `extra` fields and 1..`maxBytes` bytes. */
  async presignPost(key: string, contentType: string, maxBytes: number, extra: Record<string, string> = {}): Promise<PresignedPost> {
    const [{ client }, { createPresignedPost }] = await Promise.all([s3(), import('@aws-sdk/s3-presigned-post')]);
    const expires = new Date(Date.now() + PRESIGNED_POST_SECONDS * 1000);
    const { url, fields } = await createPresignedPost(client, {
      Bucket: env().BUCKET_NAME,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      // Every field is signed into the policy as an exact match.
      Fields: { 'Content-Type': contentType, ...extra },
      Expires: PRESIGNED_POST_SECONDS,
    });
    return { url, fields, key, expires_at: expires.toISOString() };
  },

  /**
   * Accepts an image the browser posted straight to the bucket: `key` must be a presigned upload's key
   * (`incoming/uploads/…`) whose object exists and whose bytes are the image type the key names. It is
   * moved to its upload key, which is answered as `path`; an object that is not an image is deleted.
   * Confirming the same key again (a retried request) answers the same path.
   */
  async confirmImage(key: string, field = 'image'): Promise<{ path: string }> {
    if (!key.startsWith(INCOMING_PREFIX)) throw ValidationError.field(field, MESSAGES.notUploaded);
    const path = key.slice(INCOMING_PREFIX.length);
    const state = await checkImage(path, key);
    const { client, CopyObjectCommand, DeleteObjectCommand } = await s3();
    const Bucket = env().BUCKET_NAME;
    if (state === 'missing') {
      // Moved already by an earlier confirm of the same upload.
      if ((await checkImage(path)) === 'ok') return { path };
      throw ValidationError.field(field, MESSAGES.notUploaded);
    }
    if (state === 'not-image') {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      throw ValidationError.field(field, NOT_AN_IMAGE);
    }
    // A copy keeps the type and Cache-Control the form signed (MetadataDirective COPY).
    await client.send(new CopyObjectCommand({ Bucket, Key: path, CopySource: `${Bucket}/${key}` }));
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    return { path };
  },

  /**
   * Refuses image keys that do not name an uploaded image: each `{ field, key }` must have the
   * upload route's shape, exist in the bucket and hold the image type its key names (one ranged GET
   * each, in parallel: a browser posts straight to the bucket, so the bytes are checked here). Callers
   * pass only keys the record does not hold yet, so saving an unchanged record costs nothing.
   */
  async requireUploaded(images: readonly { field: string; key: string }[]): Promise<void> {
    const messages: FieldMessages = {};
    await Promise.all(
      images.map(async ({ field, key }) => {
        const state = await checkImage(key);
        if (state !== 'ok') messages[field] = [state === 'missing' ? MESSAGES.notUploaded : NOT_AN_IMAGE];
      }),
    );
    if (Object.keys(messages).length) throw new ValidationError(messages);
  },

  /** A stored object's first bytes (enough to name its type), or null when there is none. */
  leadingBytes,

  /** The type the bytes are by their content (file-type), whatever the name or the declared type says. */
  async typeOf(bytes: Uint8Array): Promise<{ mime: string; ext: string } | undefined> {
    const { fileTypeFromBuffer } = await import('file-type');
    return fileTypeFromBuffer(bytes);
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
