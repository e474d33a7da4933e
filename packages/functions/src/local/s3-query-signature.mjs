// Checks the signature of a presigned request (SigV4 in the query string: the export and import-result
// links the API hands to browsers) the way S3 does: s3rver checks such a link's expiry but accepts any
// version 4 signature, so without this a tampered link would be served locally. Plain JS: it runs inside
// s3rver's child process.
import { createHash, createHmac } from 'node:crypto';

const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 encoding, as SigV4 canonicalises query names and values. */
const encode = (value) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const xml = (code, message) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * Whether a query-signed request's signature is the one `secretAccessKey` makes for it: its method, path,
 * query (without the signature) and signed headers, with an unsigned payload.
 */
export function querySignatureMatches({ method, rawPath, rawQuery, headers }, secretAccessKey) {
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      const [name, value] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
      return [decodeURIComponent(name.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' '))];
    });
  const query = new Map(pairs);
  const provided = query.get('X-Amz-Signature');
  const credential = query.get('X-Amz-Credential') ?? '';
  const amzDate = query.get('X-Amz-Date') ?? '';
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [method, rawPath, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = credential.split('/').slice(1).join('/');
  const [date, region, service] = scope.split('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date ?? ''), region ?? ''), service ?? ''), 'aws4_request');
  return typeof provided === 'string' && hmac(signingKey, stringToSign).toString('hex') === provided;
}

/** Koa middleware for s3rver: refuses a query-signed (presigned) request whose signature does not match. */
export function querySignatureMiddleware(secretAccessKey) {
  return async (ctx, next) => {
    if (!/(^|&)X-Amz-Algorithm=AWS4-HMAC-SHA256(&|$)/.test(ctx.querystring)) return next();
    const rawPath = ctx.originalUrl.split('?')[0];
    if (querySignatureMatches({ method: ctx.method, rawPath, rawQuery: ctx.querystring, headers: ctx.headers }, secretAccessKey)) {
      return next();
    }
    if (ctx.get('origin')) ctx.set('access-control-allow-origin', '*');
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = xml('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  };
}
