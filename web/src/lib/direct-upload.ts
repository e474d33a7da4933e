import { ApiError } from './api-error';

/** A form the API signed for one file (`…/presign`): post `fields` in order, then the file as `file`, to `url`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/**
 * Posts a file straight to storage (S3 on AWS, its stand-in locally) with a presigned form, so it never
 * passes through the API and its payload limit (decision 0054). Storage checks the signed size and type;
 * the API checks the bytes when it is handed the key. Failures are `ApiError`s the forms already show:
 * `tooLarge` when storage says the file is over the limit, no message (unknown error) otherwise.
 */
export async function postToStorage(form: PresignedPost, file: File, tooLarge: string): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(form.url, { method: 'POST', body });
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text.includes('<Code>EntityTooLarge</Code>') ? tooLarge : '');
  }
  return form.key;
}

/**
 * Downloads a file from a signed storage link: the link answers `Content-Disposition: attachment`, so
 * following it saves the file and leaves the page where it is.
 */
export function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
