import { apiUrl } from './api-base';

/** Date part only (`2024-05-01`) of an ISO timestamp, as admin lists show updated_at. */
export function datePart(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  if (match) return match[0];
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
}

/**
 * Where the browser loads a stored upload: `/uploads/{key}`, which the distribution serves from the
 * bucket with a long cache life (the local server from the S3 stand-in), decision 0054. A key or the
 * API's `image_path` (`/api/files/uploads/…`) both map there; other paths, absolute URLs and data URLs
 * pass through.
 */
export function fileUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('/api/files/uploads/')) return apiUrl(path.slice('/api/files'.length));
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return apiUrl(path.startsWith('uploads/') ? `/${path}` : `/api/files/${path}`);
}

/** `2024-05-01 14:03` in the browser's time zone, for movement histories. */
export function dateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
