import { client, unwrap } from '../../../lib/client';
import { postToStorage } from '../../../lib/direct-upload';

/**
 * An image upload straight to storage (decision 0054): `POST /api/admin/upload/presign` signs a form for
 * the file's type and size, the browser posts the file to the bucket, and `POST /api/admin/upload/confirm`
 * checks its bytes and answers the stored object's key as `path`.
 */
export async function uploadImage(file: File) {
  const form = await unwrap(client.api.admin.upload.presign.$post({ json: { content_type: file.type, size: file.size } }));
  const key = await postToStorage(form, file, 'The file may not be greater than 10 MB.');
  return unwrap(client.api.admin.upload.confirm.$post({ json: { key } }));
}
