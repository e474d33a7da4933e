import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const session = { token: 'old' as string | undefined, refreshed: 'new' as string | undefined, expired: [] as string[] };
const sessionStandIn = () => ({
  getToken: () => session.token,
  refreshSettled: async () => {
    session.token = session.refreshed;
  },
  expireSession: (audience: string) => session.expired.push(audience),
});

/** A server that accepts only the token `good`; returns the tokens each call carried. */
function guardedFetch() {
  const carried: (string | null)[] = [];
  vi.stubGlobal('window', { location: { origin: 'https://shop.example.com' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const auth = new Headers(init.headers).get('Authorization');
      carried.push(auth);
      const status = auth === 'Bearer good' ? 200 : 401;
      return new Response(JSON.stringify(status === 200 ? { ok: true } : { messages: 'Unauthorized' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return carried;
}

describe('a 401 on a call with a session (one path for the typed client and for request)', () => {
  // A fresh api module over a stand-in session (the web project shares modules between test files).
  let api: typeof import('./api');
  beforeEach(async () => {
    vi.resetModules();
    vi.doMock('./session', sessionStandIn);
    api = await import('./api');
  });
  afterEach(() => vi.doUnmock('./session'));
  const calls = {
    sessionFetch: () =>
      api
        .sessionFetch('admin')('https://api.example.com/api/admin/brand')
        .then((r) => r.status),
    request: () => api.request('/admin/brand').then(() => 200),
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: sends again once with the new token when a refresh retired the one in flight`, async () => {
      Object.assign(session, { token: 'old', refreshed: 'good', expired: [] });
      const carried = guardedFetch();
      expect(await call()).toBe(200);
      expect(carried).toEqual(['Bearer old', 'Bearer good']);
      expect(session.expired).toEqual([]);
    });

    it(`${name}: ends the session when the token it carried is still the current one`, async () => {
      Object.assign(session, { token: 'old', refreshed: 'old', expired: [] });
      const carried = guardedFetch();
      const status = await call().catch((error: { status: number }) => error.status);
      expect(status).toBe(401);
      expect(carried).toEqual(['Bearer old']);
      expect(session.expired).toEqual(['admin']);
    });
  }

  it('a 401 on a call without a token (a login) is bad input: no retry, the session stays', async () => {
    Object.assign(session, { token: undefined, refreshed: undefined, expired: [] });
    const carried = guardedFetch();
    const status = await api.request('/admin/login', { method: 'POST', body: {} }).catch((error: { status: number }) => error.status);
    expect(status).toBe(401);
    expect(carried).toEqual([null]);
    expect(session.expired).toEqual([]);
  });
});
