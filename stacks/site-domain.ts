/**
 * The shop's own domain (issue 26; decision 0052): one origin behind CloudFront. Given at deploy time
 * as `SITE_DOMAIN=shop.example.com SITE_CERTIFICATE_ARN=arn:aws:acm:us-east-1:…` (an ACM certificate
 * for that name, in us-east-1 as CloudFront requires). Without them the shop works on its CloudFront
 * domain (`d….cloudfront.net`), so a first deploy needs no domain at all; functions then read the site
 * URL at cold start (bound from the site, stacks/web.ts).
 */
export interface SiteDomain {
  name: string;
  certificateArn: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const CERTIFICATE = /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;

/** The domain and certificate given, checked; undefined when neither is. Throws on half or malformed inputs. */
export function siteDomain(environment: NodeJS.ProcessEnv = process.env): SiteDomain | undefined {
  const name = environment.SITE_DOMAIN?.trim().toLowerCase() || undefined;
  const certificateArn = environment.SITE_CERTIFICATE_ARN?.trim() || undefined;
  if (!name && !certificateArn) return undefined;
  if (!name || !certificateArn) {
    throw new Error('Set SITE_DOMAIN and SITE_CERTIFICATE_ARN together (the domain, and its ACM certificate in us-east-1), or neither.');
  }
  if (!DOMAIN.test(name)) throw new Error(`SITE_DOMAIN must be a host name such as shop.example.com (got "${name}").`);
  if (!CERTIFICATE.test(certificateArn)) {
    throw new Error(`SITE_CERTIFICATE_ARN must be an ACM certificate in us-east-1, as CloudFront requires (got "${certificateArn}").`);
  }
  return { name, certificateArn };
}

/**
 * The site's origin when it is known at deploy time: `https://<SITE_DOMAIN>`, or APP_URL as given
 * (which must then be the same origin). Undefined on the CloudFront domain: read at cold start.
 */
export function siteAppUrl(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  const domain = siteDomain(environment);
  const given = environment.APP_URL || undefined;
  const fromDomain = domain ? `https://${domain.name}` : undefined;
  if (given && fromDomain && given !== fromDomain) {
    throw new Error(`APP_URL (${given}) is not the site's domain (${fromDomain}): leave APP_URL unset, it follows from SITE_DOMAIN.`);
  }
  return fromDomain ?? given;
}
