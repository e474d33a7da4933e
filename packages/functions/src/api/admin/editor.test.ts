import { describe, expect, it } from 'vitest';
import { call, limitedAdmin } from '../testing.js';

describe('the editor playground preview', () => {
  it('answers the HTML as a save would store it: scripts, handlers and foreign styles gone, the formatting kept', async () => {
    // A member of staff with no permission at all may use it: it reads and writes nothing.
    const { token } = await limitedAdmin([]);
    const html =
      '<h2>Title</h2><p><strong>b</strong><em>i</em><u>u</u><s>s</s><a href="https://example.com">link</a></p>' +
      '<blockquote><p>quote</p></blockquote><ul><li>one</li></ul><ol><li>two</li></ol><hr>' +
      '<script>alert(1)</script><p onclick="alert(2)" style="position:fixed">x</p><a href="javascript:alert(3)">bad</a>';
    const reply = await call('POST', '/api/admin/editor/preview', { token, json: { html } });
    expect(reply.status).toBe(200);
    expect(reply.body.html).toBe(
      '<h2>Title</h2><p><strong>b</strong><em>i</em><u>u</u><s>s</s><a href="https://example.com">link</a></p>' +
        '<blockquote><p>quote</p></blockquote><ul><li>one</li></ul><ol><li>two</li></ol><hr />' +
        '<p>x</p><a>bad</a>',
    );
    expect(reply.body.bytes).toBe(new TextEncoder().encode(reply.body.html).length);
  });

  it('refuses what a save would refuse, in the error shape, and needs a signed-in admin', async () => {
    const { token } = await limitedAdmin([]);
    const tooLong = await call('POST', '/api/admin/editor/preview', { token, json: { html: `<p>${'a'.repeat(100_001)}</p>` } });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.messages)).toEqual(['html']);
    const notText = await call('POST', '/api/admin/editor/preview', { token, json: { html: 42 } });
    expect(notText.status).toBe(422);
    expect(notText.body.messages.html).toEqual(['Please check your input.']);
    expect((await call('POST', '/api/admin/editor/preview', { json: { html: '<p>x</p>' } })).status).toBe(401);
  });
});
