import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { StaticSite, use, type StackContext } from 'sst/constructs';
import { API } from './api.js';
import { Events, mailSettings } from './events.js';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '@shop/core/shared/security-headers';
import { stagePolicy } from './stage.js';

/**
 * The SPA (`web/`) on S3 + CloudFront, and the SES identity mail is sent from.
 */
export function Web({ stack }: StackContext) {
  const { api, handler } = use(API);
  const { subscribers } = use(Events);
  const policy = stagePolicy(stack.stage);

  // The headers the local server adds too (packages/core/src/shared/security-headers.ts), plus HSTS.
  const securityHeaders = new ResponseHeadersPolicy(stack, 'web-security-headers', {
    comment: 'SPA security headers: CSP, frame denial, nosniff, referrer policy, HSTS',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(api.url), override: true },
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
      distribution: { defaultBehavior: { responseHeadersPolicy: securityHeaders } },
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
