// Checks a browser POST upload (S3 "POST Object") the way S3 does before s3rver stores it: s3rver
// accepts POST uploads but ignores their policy, so without this a presigned POST's size and type
// conditions would never be tried locally. Plain JS: it runs inside s3rver's child process.
import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';

const MAX_BODY = 64 * 1024 * 1024;
/** Form fields S3 leaves out of the policy check (see "Creating a POST policy" in the S3 docs). */
const UNCHECKED = new Set(['policy', 'x-amz-signature', 'file']);

const xml = (code, message) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message></Error>`;

class Refused extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/** Throws `Refused` unless `form` (the POST's fields, lower-cased names, and its file) satisfies its signed policy. */
export function checkPostPolicy(form, bucket, secretAccessKey, now = new Date()) {
  const policy = form.get('policy');
  const signature = form.get('x-amz-signature');
  const credential = form.get('x-amz-credential');
  if (typeof policy !== 'string' || typeof signature !== 'string' || typeof credential !== 'string') {
    throw new Refused(403, 'AccessDenied', 'Bucket POST must contain a policy and a signature');
  }
  const [, date, region, service] = credential.split('/');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  if (hmac(signingKey, policy).toString('hex') !== signature) {
    throw new Refused(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
  const { expiration, conditions } = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  if (!(new Date(expiration) > now)) throw new Refused(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  const file = form.get('file');
  const values = new Map([...form.entries()].filter(([name]) => name !== 'file'));
  values.set('bucket', bucket);
  const covered = new Set(['bucket']);
  const failed = (condition) =>
    new Refused(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  for (const condition of conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      const size = file && typeof file !== 'string' ? file.size : -1;
      if (size < condition[1]) throw new Refused(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      if (size > condition[2]) throw new Refused(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      continue;
    }
    const [op, name, expected] = Array.isArray(condition)
      ? [condition[0], String(condition[1]).replace(/^\$/, '').toLowerCase(), condition[2]]
      : ['eq', Object.keys(condition)[0].toLowerCase(), Object.values(condition)[0]];
    covered.add(name);
    const actual = values.get(name) ?? '';
    if (op === 'eq' ? actual !== expected : op === 'starts-with' ? !actual.startsWith(expected) : true) throw failed(condition);
  }
  for (const name of values.keys()) {
    if (!UNCHECKED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name)) {
      throw new Refused(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`);
    }
  }
}

/** Koa middleware for s3rver: checks POST uploads to `/<bucket>` against their policy, then lets s3rver store them. */
export function postPolicyMiddleware(secretAccessKey) {
  return async (ctx, next) => {
    const bucket = /^\/([^/?]+)\/?$/.exec(ctx.path)?.[1];
    if (ctx.method !== 'POST' || !bucket || ctx.querystring || !ctx.is('multipart/form-data')) return next();
    const chunks = [];
    let size = 0;
    for await (const chunk of ctx.req) {
      size += chunk.length;
      if (size > MAX_BODY) break;
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    try {
      if (size > MAX_BODY) throw new Refused(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      const parsed = await new Response(body, { headers: { 'content-type': ctx.get('content-type') } }).formData();
      const form = new Map();
      for (const [name, value] of parsed.entries()) if (!form.has(name.toLowerCase())) form.set(name.toLowerCase(), value);
      checkPostPolicy(form, bucket, secretAccessKey);
    } catch (error) {
      const refused =
        error instanceof Refused
          ? error
          : new Refused(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
      // The stand-in's CORS rule allows any origin; S3 answers its errors with the CORS headers too.
      if (ctx.get('origin')) ctx.set('access-control-allow-origin', '*');
      ctx.status = refused.status;
      ctx.type = 'application/xml';
      ctx.body = xml(refused.code, refused.message);
      return;
    }
    // s3rver reads the upload from ctx.req: give it the bytes already read.
    ctx.req = Object.assign(Readable.from([body]), { headers: ctx.req.headers });
    return next();
  };
}
