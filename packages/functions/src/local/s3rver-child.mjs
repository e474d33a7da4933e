// Runs s3rver in its own plain Node process: under tsx, s3rver's dependency chain
// (koa → is-generator-function → generator-function) resolves to an ESM namespace and breaks,
// and s3rver's winston logger would hook process-wide exception handlers.
// Usage: node s3rver-child.mjs '{"port":0,"directory":"…","bucket":"…","cors":"<xml>","accessKeyId":"…","secretAccessKey":"…"}'
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';
import { postPolicyMiddleware } from './s3-post-policy.mjs';
import { querySignatureMiddleware } from './s3-query-signature.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
AWSAccount.DUMMY_ACCOUNT.createKeyPair(options.accessKeyId, options.secretAccessKey);
const server = new S3rver({
  address: '127.0.0.1',
  port: options.port,
  directory: options.directory,
  silent: true,
  configureBuckets: [{ name: options.bucket, configs: [options.cors] }],
});
// Before s3rver's own middleware, which accepts POST uploads without reading their policy and any
// version 4 signature on a presigned link.
server.middleware.unshift(postPolicyMiddleware(options.secretAccessKey), querySignatureMiddleware(options.secretAccessKey));
const { port } = await server.run();
process.stdout.write(`READY ${port}\n`);

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent holds our stdin: when it goes away (even killed with SIGKILL), so do we.
process.stdin.on('end', stop);
process.stdin.resume();
