import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, edgeViewer } from './http.js';

/**
 * Whose address a request is throttled by (decision 0052): behind the distribution every request
 * reaches API Gateway from a CloudFront address, so the viewer's address CloudFront reports is used —
 * but only on a request carrying the edge header's value; a request sent to API Gateway directly
 * cannot claim another address.
 */
const SECRET = '7d1c3a50-0000-4000-8000-edge00000001';

describe('the viewer address behind the distribution', () => {
  it('is the address CloudFront reports, IPv4 or IPv6, without its port, on a request carrying the edge value', () => {
    expect(edgeViewer(SECRET, SECRET, '203.0.113.9:46532')).toBe('203.0.113.9');
    expect(edgeViewer(SECRET, SECRET, '2001:db8::1:443')).toBe('2001:db8::1');
  });

  it('is not believed without the edge value, with another one, or on a stage without one', () => {
    expect(edgeViewer(undefined, SECRET, '203.0.113.9:46532')).toBeUndefined();
    expect(edgeViewer('guessed', SECRET, '203.0.113.9:46532')).toBeUndefined();
    expect(edgeViewer(`${SECRET.slice(0, -1)}2`, SECRET, '203.0.113.9:46532')).toBeUndefined();
    expect(edgeViewer('', undefined, '203.0.113.9:46532')).toBeUndefined();
    expect(edgeViewer(SECRET, SECRET, undefined)).toBeUndefined();
    expect(edgeViewer(SECRET, SECRET, 'not an address')).toBeUndefined();
  });

  it("falls back to API Gateway's source address for a request sent to it directly, whatever it claims", async () => {
    const app = new Hono().get('/ip', (c) => c.text(clientIp(c)));
    const reply = await app.request(
      '/ip',
      { headers: { 'x-shop-edge': SECRET, 'cloudfront-viewer-address': '203.0.113.9:46532' } },
      { event: { requestContext: { http: { sourceIp: '130.176.1.1' } } } },
    );
    // This process has no EDGE_SECRET: no request can prove it came through the distribution.
    expect(await reply.text()).toBe('130.176.1.1');
  });
});
