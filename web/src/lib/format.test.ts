import { describe, expect, it } from 'vitest';
import { fileUrl } from './format';

/** Decision 0054: the browser loads uploaded images from `/uploads/…`, which the distribution serves from the bucket. */
describe('fileUrl', () => {
  it('maps an upload key and the API’s image_path to /uploads/…; other values pass through', () => {
    const key = 'uploads/2026/11/01jaaaaaaaaaaaaaaaaaaaaaaa.webp';
    expect(fileUrl(key)).toBe(`/${key}`);
    expect(fileUrl(`/api/files/${key}`)).toBe(`/${key}`);
    expect(fileUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(fileUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(fileUrl('/static/logo.png')).toBe('/static/logo.png');
    expect(fileUrl('')).toBeUndefined();
    expect(fileUrl(null)).toBeUndefined();
  });
});
