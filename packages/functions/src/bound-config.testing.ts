import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * A tiny SSM-compatible endpoint for tests and the bench: answers `AmazonSSM.GetParameters` (AWS JSON
 * 1.1) from a fixed map, and records every call. Point `SSM_ENDPOINT` at it. Like SSM, it refuses a
 * request whose SigV4 signature (service `ssm`, the given region, key `local`/`local`) does not match
 * what it received: the signed headers and the body's hash included.
 */
export interface SsmStandIn {
  endpoint: string;
  /** The `Names` of each GetParameters call, in order. */
  calls: { names: string[]; withDecryption: boolean }[];
  stop(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

const SIGNATURE =
  /^AWS4-HMAC-SHA256 Credential=local\/(\d{8})\/([\w-]+)\/ssm\/aws4_request, SignedHeaders=([\w;-]+), Signature=[0-9a-f]{64}$/;

/** Is `req` (with `text` as its body) signed for SSM with the key `local`/`local`, and unchanged since? */
async function signedCorrectly(req: IncomingMessage, text: string): Promise<boolean> {
  const authorization = req.headers.authorization ?? '';
  const match = SIGNATURE.exec(authorization);
  const date = req.headers['x-amz-date'];
  if (!match || typeof date !== 'string' || !date.startsWith(match[1]!)) return false;
  const [, , region, signedHeaders] = match;
  const headers = Object.fromEntries(signedHeaders!.split(';').map((name) => [name, String(req.headers[name] ?? '')]));
  const signer = new SignatureV4({
    service: 'ssm',
    region: region!,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local', sessionToken: headers['x-amz-security-token'] },
    sha256: Hash.bind(null, 'sha256'),
  });
  const signingDate = new Date(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const { host = '' } = headers;
  const again = await signer.sign(
    { method: req.method ?? '', protocol: 'http:', hostname: host.split(':')[0]!, path: req.url ?? '/', query: {}, headers, body: text },
    { signingDate },
  );
  return again.headers.authorization === authorization;
}

/** `answerAfter`: the stand-in holds every answer until this settles (a slow SSM). */
export async function startSsmStandIn(
  parameters: Record<string, string>,
  options: { answerAfter?: Promise<unknown> } = {},
): Promise<SsmStandIn> {
  const calls: SsmStandIn['calls'] = [];
  const server = createServer((req, res) => {
    void body(req).then(async (text) => {
      await options.answerAfter;
      const target = req.headers['x-amz-target'];
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (req.method !== 'POST' || target !== 'AmazonSSM.GetParameters') {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'UnknownOperationException', message: `unsupported ${String(target)}` }));
        return;
      }
      if (!(await signedCorrectly(req, text))) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'InvalidSignatureException', message: 'The request signature we calculated does not match' }));
        return;
      }
      const input = JSON.parse(text) as { Names: string[]; WithDecryption?: boolean };
      calls.push({ names: input.Names, withDecryption: input.WithDecryption === true });
      const found = input.Names.filter((name) => name in parameters);
      res.end(
        JSON.stringify({
          Parameters: found.map((name) => ({ Name: name, Type: 'SecureString', Value: parameters[name], Version: 1 })),
          InvalidParameters: input.Names.filter((name) => !(name in parameters)),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
