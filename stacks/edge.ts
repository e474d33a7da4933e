import type { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/**
 * The paths a script hammers to guess passwords, send mail or hold stock (API Gateway also throttles
 * these routes, stacks/api.ts): the WAF's tighter per-address limit covers them.
 */
export const SENSITIVE_PATHS = ['/api/login', '/api/admin/login', '/api/register', '/api/reset/', '/api/contact', '/api/order'] as const;

/**
 * The web ACL's figures (decision 0053). Rate-based rules count one client address's requests over a
 * five-minute window and block it while it is above the limit.
 * - `perAddress`: every request (pages, assets, API). A storefront page costs ~15 requests, so 3,000
 *   per five minutes is ~40 pages a minute, more than a person browses; an office behind one NAT
 *   shares it.
 * - `sensitive`: writes to SENSITIVE_PATHS: 100 per five minutes (20 a minute).
 */
export const EDGE_LIMITS = { windowSeconds: 300, perAddress: 3000, sensitive: 100 } as const;

/**
 * AWS managed rule groups, with the rules our own requests would trip set to count: product and page
 * saves carry rich text (sanitised by the API, decision 0021) and bodies over 8 KB (uploads, imports,
 * 80-variant products), which CRS's `CrossSiteScripting_BODY` and `SizeRestrictions_BODY` block.
 */
export const MANAGED_RULE_GROUPS = [
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
] as const;

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

/**
 * The site's web ACL (CloudFront scope). CloudFront's web ACLs live in us-east-1, and SST builds every
 * stack in the app's region: in us-east-1 (the default) the ACL is built here; in another region an
 * ACL made once in us-east-1 is given as `WAF_WEB_ACL_ARN` (a production stage refuses to go without).
 * Disposable stages have none unless `WAF_WEB_ACL_ARN` names one. Answers the ARN the distribution takes.
 */
export function webAcl(stack: Stack, production: boolean, environment: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = environment.WAF_WEB_ACL_ARN?.trim();
  if (given) return given;
  // A disposable stage goes without: a web ACL's monthly fee is most of an idle stage's cost.
  if (!production) return undefined;
  if (stack.region !== 'us-east-1') {
    throw new Error(
      `The app is in ${stack.region}: CloudFront's web ACL must be made in us-east-1. Create one there and give its ARN as WAF_WEB_ACL_ARN.`,
    );
  }
  const managed = MANAGED_RULE_GROUPS.map((group, index) => ({
    name: group.name,
    // After the two rate rules: a flood is blocked before any rule group inspects it.
    priority: 2 + index,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: group.name,
        ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })),
      },
    },
    visibilityConfig: visibility(group.name),
  }));
  const rateRule = (name: string, priority: number, limit: number, scopeDownStatement?: CfnWebACL.StatementProperty) => ({
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: EDGE_LIMITS.windowSeconds,
        ...(scopeDownStatement ? { scopeDownStatement } : {}),
      },
    },
    visibilityConfig: visibility(name),
  });
  const sensitiveWrites: CfnWebACL.StatementProperty = {
    andStatement: {
      statements: [
        {
          byteMatchStatement: {
            fieldToMatch: { method: {} },
            positionalConstraint: 'EXACTLY',
            searchString: 'POST',
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
        {
          orStatement: {
            statements: SENSITIVE_PATHS.map((path) => ({
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: path,
                textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
              },
            })),
          },
        },
      ],
    },
  };
  const acl = new CfnWebACL(stack, 'site-web-acl', {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility('site'),
    rules: [
      rateRule('sensitive-writes-per-address', 0, EDGE_LIMITS.sensitive, sensitiveWrites),
      rateRule('requests-per-address', 1, EDGE_LIMITS.perAddress),
      ...managed,
    ],
  });
  return acl.attrArn;
}
