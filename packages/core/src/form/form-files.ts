import { Downloads } from '../files/downloads.js';
import { Files } from '../files/files.js';
import { ValidationError } from '../shared/errors.js';
import { newUlid } from '../shared/ids.js';
import type { StoredFile } from './form.entity.js';

/** A file sent with a form, or by staff to a submission, as the HTTP layer hands it over. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** What a form's file field and a submission's staff upload accept, told by the bytes, never the name. */
const FORM_FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** One file at most 5 MB: a submission's files travel in one request body (10 MB, decision 0063). */
export const FORM_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FORM_FILE_TYPE = 'The file must be a PDF, an image (JPEG, PNG, GIF, WebP), or a Word or Excel document.';
export const FORM_FILE_TOO_LARGE = 'The file may not be greater than 5 MB.';

/** A file name as shown and saved: no path, no control characters, at most 120 characters. */
function cleanName(name: string, ext: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  return base || `file.${ext}`;
}

/**
 * Private files of submissions (`private/forms/<folder>/<ulid>.<ext>`): nothing serves them publicly; staff
 * and the shopper who sent them open them through a five-minute signed link.
 */
export const FormFiles = {
  /** Checks a file's size and type (422 beside `field`); answers its type. */
  async check(file: UploadedFile, field: string): Promise<{ mime: string; ext: string }> {
    if (file.bytes.byteLength === 0) throw ValidationError.field(field, FORM_FILE_TYPE);
    if (file.bytes.byteLength > FORM_FILE_MAX_BYTES) throw ValidationError.field(field, FORM_FILE_TOO_LARGE);
    const type = await Files.typeOf(file.bytes);
    const ext = type ? FORM_FILE_TYPES[type.mime] : undefined;
    if (!type || !ext) throw ValidationError.field(field, FORM_FILE_TYPE);
    return { mime: type.mime, ext };
  },

  /** Stores a checked file under `private/forms/<folder>/`. */
  async store(file: UploadedFile, type: { mime: string; ext: string }, folder: 'submissions' | 'staff'): Promise<StoredFile> {
    const key = `private/forms/${folder}/${newUlid().toLowerCase()}.${type.ext}`;
    await Files.store(key, file.bytes, type.mime);
    return { file: key, name: cleanName(file.name, type.ext) };
  },

  async link(file: StoredFile): Promise<{ url: string; expires_at: string }> {
    return Downloads.signed(file.file, file.name);
  },
};
