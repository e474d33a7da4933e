import { siteAppUrl } from './site-domain.js';
import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, Table, type StackContext } from 'sst/constructs';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@shop/core/shared/table';
import { stagePolicy } from './stage.js';

/** The keys CloudFront may read from the uploads bucket: uploaded images (`uploads/YYYY/MM/<ulid>.<ext>`). */
export const UPLOADED_IMAGES_PREFIX = 'uploads/';

/**
 * The single table and the uploads bucket. The table is built from the same constants the local runtime
 * and the tests use (`packages/core/src/shared/table.ts`), so the deployed shape cannot drift from them.
 * Production stages retain both (and the table has deletion protection); other stages are disposable.
 */
export function Storage({ stack }: StackContext) {
  const policy = stagePolicy(stack.stage);
  const fields: Record<string, 'string'> = {
    [TABLE_KEYS.partitionKey]: 'string',
    [TABLE_KEYS.sortKey]: 'string',
  };
  for (const index of TABLE_INDEXES) {
    fields[index.partitionKey] = 'string';
    fields[index.sortKey] = 'string';
  }

  const table = new Table(stack, 'table', {
    fields,
    primaryIndex: { partitionKey: TABLE_KEYS.partitionKey, sortKey: TABLE_KEYS.sortKey },
    globalIndexes: Object.fromEntries(
      TABLE_INDEXES.map((index) => [
        index.indexName,
        // ALL: entities are read whole from every index (ElectroDB hydrates items from the index).
        { partitionKey: index.partitionKey, sortKey: index.sortKey, projection: 'all' as const },
      ]),
    ),
    timeToLiveAttribute: TTL_ATTRIBUTE,
    cdk: {
      table: {
        // SST's Table turns point-in-time recovery on (`pointInTimeRecovery: true`); asserted in stacks.test.ts.
        removalPolicy: policy.removalPolicy,
        deletionProtection: policy.deletionProtection,
      },
    },
  });

  // Private; browsers reach it only through presigned URLs and forms, hence the CORS rule for POST (uploads
  // straight to the bucket, decision 0054), PUT and GET: the site's
  // origin when known at deploy time (its domain, decision 0052), else any (the CloudFront domain is
  // not known before the site stack is built); the presigned URL is the authorisation either way.
  const appUrl = siteAppUrl();
  const bucket = new Bucket(stack, 'uploads', {
    cors: [
      {
        allowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
        // The site's origin when it is known at deploy time; a presigned URL is the authorisation either way.
        allowedOrigins: appUrl ? [appUrl] : ['*'],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: '1 hour',
      },
    ],
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        removalPolicy: policy.removalPolicy,
        autoDeleteObjects: policy.autoDeleteObjects,
        // Import sources and results (`imports/<job>/…`) live as long as their job record (a week).
        // Exports (`exports/<admin>/…`) are fetched once through a 5-minute link: a day is plenty.
        lifecycleRules: [
          { id: 'import-files', prefix: 'imports/', expiration: Duration.days(7) },
          { id: 'export-files', prefix: 'exports/', expiration: Duration.days(1) },
          // Images posted with a presigned form and never confirmed (decision 0054): a confirmed one
          // has been moved to `uploads/`.
          { id: 'unconfirmed-uploads', prefix: 'incoming/', expiration: Duration.days(1) },
        ],
      },
    },
  });

  // Uploaded images (`uploads/…` only) are served by the site's distribution through origin access
  // control (stacks/web.ts, decision 0054). The statement names this account's distributions rather
  // than the one distribution: naming it would make this stack depend on the site's, which already
  // depends on this one. Exports and imports stay private.
  bucket.cdk.bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'SiteDistributionReadsUploadedImages',
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: [bucket.cdk.bucket.arnForObjects(`${UPLOADED_IMAGES_PREFIX}*`)],
      conditions: {
        StringEquals: { 'AWS:SourceAccount': stack.account },
        ArnLike: { 'AWS:SourceArn': `arn:${Stack.of(stack).partition}:cloudfront::${stack.account}:distribution/*` },
      },
    }),
  );

  return { table, bucket };
}
