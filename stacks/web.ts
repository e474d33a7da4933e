import { Duration, Fn } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { EVENT_ROUTES, eventPattern } from '@shop/core/events/routes';
import { StaticSite, use, type StackContext } from 'sst/constructs';
import { API, EDGE_HEADER, pageScriptOrigins, stripePublishableKey } from './api.js';
import { RENDER_FUNCTION, subscriberFunction } from './functions.js';
import { appFunction } from './lambda.js';
import { Storage, UPLOADED_IMAGES_PREFIX } from './storage.js';
import { EVENT_RETRIES, Events, appUrlEnvironment, mailSettings } from './events.js';
import { EDGE_CACHED_PATHS, SITE_FILE_PATTERNS } from '@shop/core/shared/edge-paths';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '@shop/core/shared/security-headers';
import { webAcl } from './edge.js';
import { siteAppUrl, siteDomain } from './site-domain.js';
import { stagePolicy } from './stage.js';

/**
 * How pages are invalidated (decision 0043): `storefront.changed` events reach the invalidating
 * function through a queue read in batches (a burst of saves is one invalidation), and once more
 * through a second queue after `SETTLE_DELAY`: the rendering function keeps public reads 30 s per
 * process, so a page rendered right after the first invalidation may still show the old data.
 */
export const PAGE_INVALIDATION = {
  batchSize: 100,
  batchingWindow: Duration.seconds(5),
  settleDelay: Duration.seconds(35),
  /** At least six times the function's timeout (30 s), as Lambda asks of a queue it reads. */
  visibilityTimeout: Duration.seconds(180),
  maxReceiveCount: 5,
} as const;

/** The request headers the API reads (besides `Authorization`, in the cache key), and the viewer's address. */
export const API_REQUEST_HEADERS = [
  'Content-Type',
  'Origin',
  'If-None-Match',
  'Stripe-Signature',
  'X-Request-Id',
  'CloudFront-Viewer-Address',
  'CloudFront-Forwarded-Proto',
] as const;

/** The cookies a storefront page depends on: they, and only they, are in its cache key (never the token). */
export const PAGE_COOKIES = ['language', 'currency'] as const;

/**
 * The storefront on CloudFront (decision 0044). Pages are rendered by their own function (the
 * distribution's default origin, behind origin access control) and cached at the edge as the page
 * says (`Cache-Control`), one entry per address, language and currency; writes invalidate them
 * (`storefront.changed`, decision 0043). The browser build's files (`/assets/*`, hashed, immutable) come
 * from S3. The public storefront reads (`EDGE_CACHED_PATHS`) come from the API, cached as long as the
 * API's `Cache-Control` says (30 s, decision 0019), one entry per query string. And the SES identity
 * mail is sent from.
 */
export function Web({ stack, app }: StackContext) {
  const { api, handler, edgeSecret } = use(API);
  const domain = siteDomain();
  const { subscribers, bus, failedEvents } = use(Events);
  const { table, bucket: uploads } = use(Storage);
  const policy = stagePolicy(stack.stage);

  // The rendering function reads what public pages show; it writes nothing (least privilege).
  const render = appFunction(stack, 'render', {
    ...RENDER_FUNCTION,
    environment: {
      TABLE_NAME: table.tableName,
      ...appUrlEnvironment(),
      ...(stripePublishableKey() ? { STRIPE_PUBLISHABLE_KEY: stripePublishableKey()! } : {}),
    },
  });
  table.cdk.table.grantReadData(render);
  const renderUrl = render.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

  // The headers the local server adds too (packages/core/src/shared/security-headers.ts), plus HSTS.
  const securityHeaders = new ResponseHeadersPolicy(stack, 'web-security-headers', {
    comment: 'SPA security headers: CSP, frame denial, nosniff, referrer policy, HSTS',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        // Stripe's origins only on a stage that takes cards through Stripe (stacks/api.ts, decision 0030);
        // the page scripts' origins only when SCRIPT_ORIGINS names some (decision 0033).
        contentSecurityPolicy: contentSecurityPolicy(api.url, {
          stripe: stripePublishableKey() !== undefined,
          scriptOrigins: pageScriptOrigins(),
          // The uploads bucket's virtual-hosted addresses (regional and legacy global), which the
          // browser posts files to (presigned POST, decision 0054).
          storageOrigins: [
            `https://${uploads.bucketName}.s3.${stack.region}.amazonaws.com`,
            `https://${uploads.bucketName}.s3.amazonaws.com`,
          ],
        }),
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
        { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
      ],
    },
  });

  const publicReads = new CachePolicy(stack, 'api-public-reads', {
    comment: 'Public storefront reads: kept as long as the API says, one entry per query string',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    // No header or cookie in the key, so none reaches the API: these reads are anonymous.
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  // The HTTP API's host (`https://<id>.execute-api.<region>.amazonaws.com` → its third part), with the
  // header that tells the app a request came through the distribution (stacks/api.ts).
  const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split('/', api.url)), {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    customHeaders: { [EDGE_HEADER]: edgeSecret },
  });
  const apiRead: BehaviorOptions = {
    origin: apiOrigin,
    cachePolicy: publicReads,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    responseHeadersPolicy: securityHeaders,
  };

  /**
   * Every other `/api/*` request (decision 0052): sent on with the shopper's token (`Authorization`, which
   * CloudFront forwards only as part of a cache key), cookies and query; kept at most a second and only
   * for the same token, cookies and query, so nothing personal is shared. The API is on the site's own
   * origin: the site's calls need no CORS.
   */
  const apiCalls = new CachePolicy(stack, 'api-calls', {
    comment: 'API calls: passed on with their token, cookies and query; not shared',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(1),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
    cookieBehavior: CacheCookieBehavior.all(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const apiRequests = new OriginRequestPolicy(stack, 'api-requests', {
    comment: 'API calls: the headers the app reads, and the viewer address CloudFront saw',
    // Not Host: API Gateway answers only its own host name.
    headerBehavior: OriginRequestHeaderBehavior.allowList(...API_REQUEST_HEADERS),
    cookieBehavior: OriginRequestCookieBehavior.none(),
    queryStringBehavior: OriginRequestQueryStringBehavior.none(),
  });
  const apiCall: BehaviorOptions = {
    origin: apiOrigin,
    cachePolicy: apiCalls,
    originRequestPolicy: apiRequests,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    // No redirect: a POST sent over http would be replayed as a GET.
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    responseHeadersPolicy: securityHeaders,
  };

  /** Pages: as long as the page says, keyed by address (query included), language and currency. */
  const pageCache = new CachePolicy(stack, 'storefront-pages', {
    comment: 'Storefront pages: kept as long as the page says, per address, language and currency',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.none(),
    // Only these cookies reach the function: a shopper's token never enters a page or its key.
    cookieBehavior: CacheCookieBehavior.allowList(...PAGE_COOKIES),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

  /**
   * Uploaded images: a key is never reused (a new upload is a new ULID), so the edge keeps each for a
   * year whatever the object says; the objects carry `Cache-Control: …immutable` for browsers.
   */
  const imageCache = new CachePolicy(stack, 'uploaded-images', {
    comment: 'Uploaded images: immutable keys, kept a year',
    minTtl: Duration.days(365),
    defaultTtl: Duration.days(365),
    maxTtl: Duration.days(365),
    queryStringBehavior: CacheQueryStringBehavior.none(),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  // The bucket is the storage stack's: imported here by name, so the origin adds no policy to it (the
  // storage stack's own policy lets this account's distributions read `uploads/*`, decision 0054).
  const uploadsOrigin = S3BucketOrigin.withOriginAccessControl(
    Bucket.fromBucketAttributes(stack, 'uploads-for-site', {
      bucketName: uploads.bucketName,
      bucketArn: uploads.bucketArn,
      region: stack.region,
    }),
  );

  // The browser build (`web/dist`), served under `/assets/*`; ours, so the distribution can name it.
  const files = new Bucket(stack, 'site-files', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    autoDeleteObjects: policy.autoDeleteObjects,
    removalPolicy: policy.removalPolicy,
  });

  const site = new StaticSite(stack, 'web', {
    path: 'web',
    buildCommand: 'npm run build',
    buildOutput: 'dist',
    // No VITE_API_URL: the site calls its own origin's `/api/*`, which the distribution sends to the API.
    // SST writes an ImportMetaEnv declaration when it sees a vite config; keep it in the ignored .sst/
    // (relative to `web/`) rather than dropping an untracked file into web/src.
    vite: { types: '../.sst/web-env.d.ts' },
    // The shop's domain, its DNS kept wherever it is, with its certificate (ACM, us-east-1) when given;
    // else the distribution's own domain (decision 0052).
    ...(domain
      ? {
          customDomain: {
            domainName: domain.name,
            isExternalDomain: true,
            cdk: { certificate: Certificate.fromCertificateArn(stack, 'site-certificate', domain.certificateArn) },
          },
        }
      : {}),
    cdk: {
      bucket: files,
      distribution: {
        // Every address is a page the function answers, with its own status (404 included): no root
        // object, no error page in its place.
        // AWS WAF: managed rules and per-address rate limits (stacks/edge.ts, decision 0053).
        webAclId: webAcl(stack, policy.production),
        defaultRootObject: '',
        errorResponses: [],
        defaultBehavior: {
          origin: FunctionUrlOrigin.withOriginAccessControl(renderUrl),
          cachePolicy: pageCache,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          responseHeadersPolicy: securityHeaders,
          // No viewer function: SST's (which appends `.html` to addresses) is for static files.
          functionAssociations: [],
        },
        additionalBehaviors: {
          '/assets/*': {
            origin: S3BucketOrigin.withOriginAccessControl(files),
            cachePolicy: CachePolicy.CACHING_OPTIMIZED,
            allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
            viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            responseHeadersPolicy: securityHeaders,
          },
          // Uploaded images straight from the uploads bucket: `/uploads/<key rest>` is the object `uploads/<key rest>`.
          [`/${UPLOADED_IMAGES_PREFIX}*`]: {
            origin: uploadsOrigin,
            cachePolicy: imageCache,
            allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
            viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            responseHeadersPolicy: securityHeaders,
          },
          // The sitemap, its numbered parts and robots.txt are written by the API too (decisions 0026, 0041).
          ...Object.fromEntries([...EDGE_CACHED_PATHS, ...SITE_FILE_PATTERNS].map((path) => [path, apiRead])),
          // After the exact public reads above (CloudFront takes the first pattern that matches).
          '/api/*': apiCall,
        },
      },
    },
  });

  // The storefront's pages a write changed leave the edge (decision 0043).
  const route = EVENT_ROUTES.find((r) => r.site)!;
  const invalidationQueue = (id: string, deliveryDelay?: Duration) =>
    new Queue(stack, id, {
      retentionPeriod: Duration.days(1),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: policy.removalPolicy,
      visibilityTimeout: PAGE_INVALIDATION.visibilityTimeout,
      ...(deliveryDelay ? { deliveryDelay } : {}),
      deadLetterQueue: { queue: failedEvents, maxReceiveCount: PAGE_INVALIDATION.maxReceiveCount },
    });
  // Events EventBridge could not hand to the queues (here, not in the events stack: the queue policy
  // that lets the rule send names the rule, and the events stack must not depend on this one).
  const invalidationDlq = new Queue(stack, 'page-invalidation-delivery-dlq', {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy: policy.removalPolicy,
  });
  const invalidations = invalidationQueue('page-invalidations');
  const settled = invalidationQueue('page-invalidations-settled', PAGE_INVALIDATION.settleDelay);
  const { 'detail-type': detailType, ...pattern } = eventPattern(route);
  new Rule(stack, route.name, {
    // Named as the events stack's rules are (SST's `<stage>-<app>-<name>`).
    ruleName: app.logicalPrefixedName(route.name),
    eventBus: bus.cdk.eventBus,
    eventPattern: { ...pattern, detailType },
    targets: [invalidations, settled].map((queue) => new SqsQueue(queue, { ...EVENT_RETRIES.delivery, deadLetterQueue: invalidationDlq })),
  });
  const distributionId = site.cdk!.distribution.distributionId;
  const invalidator = appFunction(stack, `subscriber-${route.name}`, {
    ...subscriberFunction(route.handler),
    environment: { DISTRIBUTION_ID: distributionId },
  });
  for (const queue of [invalidations, settled]) {
    invalidator.addEventSource(
      new SqsEventSource(queue, { batchSize: PAGE_INVALIDATION.batchSize, maxBatchingWindow: PAGE_INVALIDATION.batchingWindow }),
    );
  }
  invalidator.attachPermissions([
    new PolicyStatement({
      actions: ['cloudfront:CreateInvalidation'],
      // This distribution only (CloudFront ARNs have no region).
      resources: [stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distributionId })],
    }),
  ]);

  // When APP_URL is not given at deploy time, functions read the site URL from SSM at cold start
  // (`lambda.ts` maps it to APP_URL). Binding adds no cross-stack reference, so no dependency cycle.
  if (!siteAppUrl()) {
    for (const fn of [handler, render, ...subscribers]) fn.bind([site]);
  }

  const mailDomain = mailSettings().domain;
  const identity = new EmailIdentity(stack, 'mail-identity', { identity: Identity.domain(mailDomain) });

  stack.addOutputs({
    SiteUrl: domain ? `https://${domain.name}` : site.url,
    ApiUrl: api.url,
    MailDomain: mailDomain,
    // Easy DKIM: publish these three CNAMEs in the domain's DNS to verify it.
    DkimRecord1: `${identity.dkimDnsTokenName1} CNAME ${identity.dkimDnsTokenValue1}`,
    DkimRecord2: `${identity.dkimDnsTokenName2} CNAME ${identity.dkimDnsTokenValue2}`,
    DkimRecord3: `${identity.dkimDnsTokenName3} CNAME ${identity.dkimDnsTokenValue3}`,
  });

  return { site, identity, render, invalidator, deadLetterQueues: [invalidationDlq] };
}
