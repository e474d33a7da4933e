import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFetch } from './api';

/** Where each call was sent (the URL `fetch` got). */
function recordFetch() {
  const sent: string[] = [];
  vi.stubGlobal('window', { location: { origin: 'https://shop.example.com' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('public reads cached at the edge', () => {
  it("sends an anonymous GET of a cached path to the site's own origin, with its query; everything else to the API as given", async () => {
    const sent = recordFetch();
    const anonymous = sessionFetch('none');
    const api = 'https://api.example.com';
    await anonymous(`${api}/api/brand?language=zh-HK&per_page=20`);
    await anonymous(`${api}/api/menu?language=en`, { method: 'GET' });
    await anonymous(`${api}/api/configs`);
    await anonymous(`${api}/api/menu`, { method: 'POST', body: '{}' });
    await anonymous(`${api}/api/brand/12`);
    await anonymous(`${api}/api/login`, { method: 'POST', body: '{}' });
    const here = 'https://shop.example.com';
    expect(sent).toEqual([
      `${here}/api/brand?language=zh-HK&per_page=20`,
      `${here}/api/menu?language=en`,
      `${here}/api/configs`,
      `${api}/api/menu`,
      `${api}/api/brand/12`,
      `${api}/api/login`,
    ]);
  });
});
