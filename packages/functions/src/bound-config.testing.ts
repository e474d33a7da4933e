import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny SSM-compatible endpoint for tests and the bench: answers `AmazonSSM.GetParameters` (AWS JSON
 * 1.1, what `@aws-sdk/client-ssm` speaks) from a fixed map, and records every call. Point
 * `SSM_ENDPOINT` at it.
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

export async function startSsmStandIn(parameters: Record<string, string>): Promise<SsmStandIn> {
  const calls: SsmStandIn['calls'] = [];
  const server = createServer((req, res) => {
    void body(req).then((text) => {
      const target = req.headers['x-amz-target'];
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (req.method !== 'POST' || target !== 'AmazonSSM.GetParameters' || !req.headers.authorization) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'UnknownOperationException', message: `unsupported ${String(target)}` }));
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
