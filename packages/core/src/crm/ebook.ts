import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { Downloads } from '../files/downloads.js';
import { Files } from '../files/files.js';
import { env } from '../shared/env.js';
import { ForbiddenError, ValidationError } from '../shared/errors.js';
import { MAX_UPLOAD_BYTES } from '../shared/files.js';
import { newUlid } from '../shared/ids.js';
import { FILE_NOT_UPLOADED } from './status.schema.js';

/** E-books are PDF or EPUB, told by their bytes (an EPUB is a zip file-type names as such). */
const EBOOK_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'application/epub+zip': 'epub' };
const NOT_AN_EBOOK = 'The file must be a PDF or EPUB e-book.';
const TOO_LARGE = 'The file may not be greater than 10 MB.';
/** How long the link in an e-book mail works. */
export const EBOOK_LINK_DAYS = 7;
export const EBOOK_LINK_EXPIRED = 'This e-book link has expired; ask us for a new one.';
export const EBOOK_LINK_INVALID = 'This e-book link is not valid.';

const AUDIENCE = 'ebook';
const secret = () => new TextEncoder().encode(env().TOKEN_SECRET);

export interface EbookGrant {
  customer_id: number;
  status_id: number;
  file: string;
  /** The name the download is saved under. */
  name: string;
}

/**
 * E-books a lead status sends (spec §3: an e-book trigger's file). They live under `private/ebooks/`,
 * which nothing serves publicly: a lead opens one through the signed, expiring link in their mail
 * (`/ebook?token=`), which the API turns into a five-minute signed GET of the object.
 */
export const Ebooks = {
  /** Stores an uploaded e-book under `private/ebooks/<ulid>.<ext>` and answers that key as `path`. */
  async upload(bytes: Uint8Array, field = 'file'): Promise<{ path: string }> {
    if (bytes.byteLength === 0) throw ValidationError.field(field, NOT_AN_EBOOK);
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw ValidationError.field(field, TOO_LARGE);
    const type = await Files.typeOf(bytes);
    const ext = type ? EBOOK_TYPES[type.mime] : undefined;
    if (!type || !ext) throw ValidationError.field(field, NOT_AN_EBOOK);
    const path = `private/ebooks/${newUlid().toLowerCase()}.${ext}`;
    await Files.store(path, bytes, type.mime);
    return { path };
  },

  /** Refuses a key no upload stored (or whose bytes are not an e-book). */
  async requireStored(key: string, field = 'file'): Promise<void> {
    const bytes = await Files.leadingBytes(key);
    const type = bytes ? await Files.typeOf(bytes) : undefined;
    if (!type || !EBOOK_TYPES[type.mime] || !key.endsWith(`.${EBOOK_TYPES[type.mime]!}`)) {
      throw ValidationError.field(field, FILE_NOT_UPLOADED);
    }
  },

  /** The storefront link an e-book mail's button carries, valid EBOOK_LINK_DAYS from `now`. */
  async link(grant: EbookGrant, now = new Date()): Promise<string> {
    const issued = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT({ sid: grant.status_id, file: grant.file, name: grant.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setSubject(String(grant.customer_id))
      .setIssuedAt(issued)
      .setExpirationTime(issued + EBOOK_LINK_DAYS * 86_400)
      .sign(secret());
    return `${env().APP_URL}/ebook?${new URLSearchParams({ token }).toString()}`;
  },

  /** A five-minute signed download for a link's token; 403 when it expired or was not ours. */
  async open(token: string): Promise<{ url: string; expires_at: string; file_name: string }> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, secret(), { audience: AUDIENCE }));
    } catch (error) {
      throw new ForbiddenError(error instanceof joseErrors.JWTExpired ? EBOOK_LINK_EXPIRED : EBOOK_LINK_INVALID);
    }
    const file = typeof payload.file === 'string' ? payload.file : '';
    if (!/^private\/ebooks\/[\w.]+$/.test(file)) throw new ForbiddenError(EBOOK_LINK_INVALID);
    const ext = file.slice(file.lastIndexOf('.'));
    const base = (typeof payload.name === 'string' && payload.name.trim()) || 'e-book';
    const fileName = base.endsWith(ext) ? base : `${base}${ext}`;
    return { ...(await Downloads.signed(file, fileName)), file_name: fileName };
  },
};
