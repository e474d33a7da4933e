import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { close, listen, readBody } from './http-util.js';
import { endpointOf } from './ports.js';

/** The distribution id the local runtime uses (`DISTRIBUTION_ID`). */
export const LOCAL_DISTRIBUTION_ID = 'LOCAL';

/** Wildcard paths CloudFront lets be in progress at one time (its quota; a batch with more is refused). */
const MAX_WILDCARD_PATHS = 15;
/** Files (exact paths) in one batch, at most. */
const MAX_FILE_PATHS = 3000;
/** Invalidations remembered (for repeated caller references and for tests). */
const KEPT = 1000;

export interface LocalInvalidation {
  id: string;
  distributionId: string;
  callerReference: string;
  paths: string[];
  createTime: string;
}

export interface CloudFrontLocal {
  endpoint: string;
  /** CLOUDFRONT_ENDPOINT and DISTRIBUTION_ID for the core (core/shared/env.ts). */
  env: Record<string, string>;
  /** The invalidations created, oldest first (a repeated caller reference adds none). */
  readonly invalidations: readonly LocalInvalidation[];
  /** Calls `listener` with the paths of every new invalidation (the local server empties its page cache). */
  onInvalidate(listener: (paths: string[]) => void): () => void;
  stop(): Promise<void>;
}

const NS = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');

const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => unescapeXml(m[1] ?? ''));

class CloudFrontError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The `InvalidationBatch` of a CreateInvalidation request (REST-XML): its caller reference and paths. */
function parseBatch(xml: string): { callerReference: string; paths: string[] } {
  const [callerReference] = elements(xml, 'CallerReference');
  const [quantity] = elements(xml, 'Quantity');
  const paths = elements(xml, 'Path');
  if (!callerReference) throw new CloudFrontError(400, 'MissingArgument', 'CallerReference is required.');
  if (!paths.length || Number(quantity) !== paths.length) {
    throw new CloudFrontError(400, 'InconsistentQuantities', 'Paths.Quantity must be the number of Paths.Items (at least one).');
  }
  const invalid = paths.find((p) => !p.startsWith('/') || p.slice(0, -1).includes('*') || p.length > 4000);
  if (invalid !== undefined) throw new CloudFrontError(400, 'InvalidArgument', `Invalid invalidation path: ${invalid}`);
  if (paths.filter((p) => p.endsWith('*')).length > MAX_WILDCARD_PATHS || paths.length > MAX_FILE_PATHS) {
    throw new CloudFrontError(400, 'TooManyInvalidationsInProgress', 'Too many invalidation paths in one batch.');
  }
  return { callerReference, paths };
}

const sameBatch = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p, i) => p === b[i]);

function invalidationXml(invalidation: LocalInvalidation): string {
  const items = invalidation.paths.map((p) => `<Path>${escapeXml(p)}</Path>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><Invalidation xmlns="${NS}"><Id>${invalidation.id}</Id><Status>Completed</Status>` +
    `<CreateTime>${invalidation.createTime}</CreateTime><InvalidationBatch><Paths><Quantity>${String(invalidation.paths.length)}</Quantity>` +
    `<Items>${items}</Items></Paths><CallerReference>${escapeXml(invalidation.callerReference)}</CallerReference></InvalidationBatch></Invalidation>`
  );
}

function sendXml(res: ServerResponse, status: number, xml: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/xml',
    'content-length': Buffer.byteLength(xml),
    'x-amz-request-id': randomUUID(),
    ...headers,
  });
  res.end(xml);
}

function sendError(res: ServerResponse, error: CloudFrontError): void {
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse xmlns="${NS}"><Error><Type>Sender</Type>` +
    `<Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`;
  sendXml(res, error.status, xml, { 'x-amzn-errortype': error.code });
}

/**
 * A local CloudFront, for `CreateInvalidationCommand` only: `POST /2020-05-31/distribution/{Id}/invalidation`
 * with an XML `InvalidationBatch`, answered 201 with the `Invalidation` (status `Completed`: there is
 * no edge to wait for) and its `Location`. Like CloudFront, a repeated `CallerReference` with the same
 * paths answers the invalidation it made the first time and invalidates nothing again; with other
 * paths it is refused (409 `InvalidationBatchAlreadyExists`). A batch with more than 15 wildcard
 * paths is refused as CloudFront refuses it (its quota of wildcard paths in progress). Each new
 * invalidation's paths go to the `onInvalidate` listeners: the local server's page cache.
 */
export async function startCloudFrontLocal(options: { port?: number; log?: boolean } = {}): Promise<CloudFrontLocal> {
  const invalidations: LocalInvalidation[] = [];
  const byReference = new Map<string, LocalInvalidation>();
  const listeners = new Set<(paths: string[]) => void>();

  function create(distributionId: string, xml: string): { invalidation: LocalInvalidation; created: boolean } {
    const { callerReference, paths } = parseBatch(xml);
    const key = `${distributionId}\n${callerReference}`;
    const earlier = byReference.get(key);
    if (earlier) {
      if (!sameBatch(earlier.paths, paths)) {
        throw new CloudFrontError(409, 'InvalidationBatchAlreadyExists', 'The CallerReference was used before with other paths.');
      }
      return { invalidation: earlier, created: false };
    }
    const invalidation: LocalInvalidation = {
      id: `I${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`,
      distributionId,
      callerReference,
      paths,
      createTime: new Date().toISOString(),
    };
    invalidations.push(invalidation);
    byReference.set(key, invalidation);
    if (invalidations.length > KEPT) {
      const dropped = invalidations.shift()!;
      byReference.delete(`${dropped.distributionId}\n${dropped.callerReference}`);
    }
    for (const listener of listeners) {
      try {
        listener(paths);
      } catch (error) {
        console.error('[cloudfront] an invalidation listener failed', error);
      }
    }
    if (options.log) console.log(`[cloudfront] invalidated ${paths.join(' ')}`);
    return { invalidation, created: true };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const match = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/.exec(req.url?.split('?')[0] ?? '');
      if (req.method !== 'POST' || !match) {
        throw new CloudFrontError(404, 'NotImplemented', `Not supported locally: ${req.method ?? ''} ${req.url ?? ''}`);
      }
      const distributionId = decodeURIComponent(match[1]!);
      if (distributionId !== LOCAL_DISTRIBUTION_ID) {
        throw new CloudFrontError(404, 'NoSuchDistribution', `The distribution ${distributionId} does not exist.`);
      }
      const { invalidation } = create(distributionId, await readBody(req, 1024 * 1024));
      const location = `${endpointOf(server)}/2020-05-31/distribution/${distributionId}/invalidation/${invalidation.id}`;
      sendXml(res, 201, invalidationXml(invalidation), { location });
    })().catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof CloudFrontError) return sendError(res, error);
      console.error('[cloudfront] failed', error);
      sendError(res, new CloudFrontError(500, 'InternalError', 'The local CloudFront failed.'));
    });
  });
  await listen(server, options.port ?? 0);
  const endpoint = endpointOf(server);
  return {
    endpoint,
    env: { CLOUDFRONT_ENDPOINT: endpoint, DISTRIBUTION_ID: LOCAL_DISTRIBUTION_ID },
    invalidations,
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => close(server),
  };
}
