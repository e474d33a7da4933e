import { client, unwrap } from '../../../lib/client';

/** `POST /api/admin/upload` (multipart field `image`): the stored object's key and path. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  // The route reads its multipart body itself (no form validator), so the body goes as the request's own.
  return unwrap(client.api.admin.upload.$post(undefined, { init: { body } }));
}
