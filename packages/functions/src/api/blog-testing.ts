import { expect } from 'vitest';
import { call } from './testing.js';

let seq = 0;
/** A url or title not used before in this test file. */
export const slug = (base: string) => `${base}-${++seq}`;

/** A blog category made through the admin API (201 expected). */
export async function blogCategory(token: string, fields: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/category', { token, json: { title: slug('News'), url: slug('news'), order: 0, ...fields } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

/** An article made through the admin API (201 expected). */
export async function article(token: string, fields: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/article', {
    token,
    json: { title: slug('Story'), url: slug('story'), content: '<p>Once upon a time</p>', ...fields },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}
