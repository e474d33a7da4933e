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
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { StaticSite, use, type StackContext } from 'sst/constructs';
import { API, pageScriptOrigins, stripePublishableKey } from './api.js';
import { Events, mailSettings } from './events.js';
import { EDGE_CACHED_PATHS, SITE_FILE_PATTERNS } from '@shop/core/shared/edge-paths';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '@shop/core/shared/security-headers';
import { stagePolicy } from './stage.js';

/**
 * The SPA (`web/`) on S3 + CloudFront, and the SES identity mail is sent from. The distribution also
 * serves the public storefront reads (`EDGE_CACHED_PATHS`) from the API, cached at the edge as long as
 * the API's `Cache-Control` says (30 s, decision 0019), one entry per query string: most shoppers'
 * brand list, menu and settings never reach the Lambda.
 */
export function Web({ stack }: StackContext) {
  const { api, handler } = use(API);
  const { subscribers } = use(Events);
  const policy = stagePolicy(stack.stage);

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
  const apiRead: BehaviorOptions = {
    // The HTTP API's host: `https://<id>.execute-api.<region>.amazonaws.com` → its third part.
    origin: new HttpOrigin(Fn.select(2, Fn.split('/', api.url)), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
    cachePolicy: publicReads,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    responseHeadersPolicy: securityHeaders,
  };

  const site = new StaticSite(stack, 'web', {
    path: 'web',
    buildCommand: 'npm run build',
    buildOutput: 'dist',
    // Client-side routes (/admin/orders/…) load index.html; the router takes it from there.
    errorPage: 'redirect_to_index_page',
    environment: { VITE_API_URL: api.url },
    // SST writes an ImportMetaEnv declaration when it sees a vite config; keep it in the ignored .sst/
    // (relative to `web/`) rather than dropping an untracked file into web/src.
    vite: { types: '../.sst/web-env.d.ts' },
    cdk: {
      // Build output only: emptied and removed with a disposable stage, kept in production.
      bucket: { autoDeleteObjects: policy.autoDeleteObjects, removalPolicy: policy.removalPolicy },
      distribution: {
        defaultBehavior: { responseHeadersPolicy: securityHeaders },
        // The sitemap, its numbered parts and robots.txt are written by the API too (decisions 0026, 0041).
        additionalBehaviors: Object.fromEntries([...EDGE_CACHED_PATHS, ...SITE_FILE_PATTERNS].map((path) => [path, apiRead])),
      },
    },
  });

  // When APP_URL is not given at deploy time, functions read the site URL from SSM at cold start
  // (`lambda.ts` maps it to APP_URL). Binding adds no cross-stack reference, so no dependency cycle.
  if (!process.env.APP_URL) {
    for (const fn of [handler, ...subscribers]) fn.bind([site]);
  }

  const { domain } = mailSettings();
  const identity = new EmailIdentity(stack, 'mail-identity', { identity: Identity.domain(domain) });

  stack.addOutputs({
    SiteUrl: site.url,
    ApiUrl: api.url,
    MailDomain: domain,
    // Easy DKIM: publish these three CNAMEs in the domain's DNS to verify it.
    DkimRecord1: `${identity.dkimDnsTokenName1} CNAME ${identity.dkimDnsTokenValue1}`,
    DkimRecord2: `${identity.dkimDnsTokenName2} CNAME ${identity.dkimDnsTokenValue2}`,
    DkimRecord3: `${identity.dkimDnsTokenName3} CNAME ${identity.dkimDnsTokenValue3}`,
  });

  return { site, identity };
}
