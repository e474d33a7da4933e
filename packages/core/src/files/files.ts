import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { awsClientOptions } from '../shared/aws.js';
import { fileTypeFromBuffer } from 'file-type';
import { env } from '../shared/env.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import { newUlid } from '../shared/ids.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Raster images only: SVG can carry script, so it is refused. The type is read from the bytes. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

let client: S3Client | undefined;

function s3(): S3Client {
  if (!client) {
    const { S3_ENDPOINT } = env();
    client = new S3Client({
      ...awsClientOptions(S3_ENDPOINT),
      // s3rver needs path-style addressing and no default checksums.
      ...(S3_ENDPOINT
        ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }
  return client;
}

export function resetFileClient(): void {
  client = undefined;
}

export const Files = {
  /** Stores an uploaded image under `uploads/YYYY/MM/<ulid>.<ext>` and returns that path. */
  async uploadImage(bytes: Uint8Array, field = 'image'): Promise<{ path: string }> {
    if (bytes.byteLength === 0) throw ValidationError.field(field, 'Please upload a picture');
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw ValidationError.field(field, 'The file may not be greater than 10 MB.');
    const detected = await fileTypeFromBuffer(bytes);
    const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
    if (!detected || !ext) {
      throw ValidationError.field(field, 'The file must be an image of type: jpeg, png, gif, webp.');
    }
    const now = new Date();
    const path = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${newUlid().toLowerCase()}.${ext}`;
    await s3().send(
      new PutObjectCommand({ Bucket: env().BUCKET_NAME, Key: path, Body: bytes, ContentType: detected.mime }),
    );
    return { path };
  },

  async read(path: string): Promise<{ body: Uint8Array; contentType: string }> {
    if (!/^uploads\/[\w/.-]+$/.test(path) || path.includes('..')) throw new NotFoundError('File not found');
    try {
      const result = await s3().send(new GetObjectCommand({ Bucket: env().BUCKET_NAME, Key: path }));
      const body = await result.Body!.transformToByteArray();
      return { body, contentType: result.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') throw new NotFoundError('File not found');
      throw error;
    }
  },
};
