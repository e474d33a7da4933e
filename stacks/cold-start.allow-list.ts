/**
 * What the API's cold start may load (decision 0051): the only modules allowed in the chunks the
 * Lambda loads at init (`coldStartChunks`), each with the most minified KB it may take there (about
 * 10 % above its size when written for libraries, 15 % for our own folders). `cold-start.test.ts`
 * fails when anything else enters the cold start, naming the imports that brought it in, or when a
 * group outgrows its budget. Before adding an entry, ask whether the module can load with the first
 * request that needs it instead (`routesOnFirstUse` for a route group, an `import()` for a library).
 *
 * Keys are npm packages, our folders, or single files of a folder that is otherwise loaded on first
 * use (the admin sign-in routes, beside the back office's routers in `api/admin/`).
 */
export const COLD_START_ALLOW_LIST: Readonly<Record<string, number>> = {
  // The DynamoDB client and what it builds on: every request reads or writes the table. (fast-xml-parser,
  // strnum and anynum come with @aws-sdk/core's protocol index; mnemonist with endpoint discovery.)
  '@aws-sdk/client-dynamodb': 85,
  '@aws-sdk/core': 36,
  '@aws-sdk/credential-provider-env': 2,
  '@aws-sdk/credential-provider-node': 4,
  '@aws-sdk/endpoint-cache': 2,
  '@aws-sdk/lib-dynamodb': 15,
  '@aws-sdk/middleware-endpoint-discovery': 2,
  '@aws-sdk/middleware-host-header': 2,
  '@aws-sdk/middleware-logger': 2,
  '@aws-sdk/middleware-recursion-detection': 2,
  '@aws-sdk/middleware-user-agent': 4,
  '@aws-sdk/region-config-resolver': 1,
  '@aws-sdk/util-dynamodb': 7,
  '@aws-sdk/util-endpoints': 7,
  '@aws-sdk/util-user-agent-node': 2,
  '@aws-sdk/xml-builder': 3,
  '@aws/lambda-invoke-store': 2,
  '@smithy/config-resolver': 1,
  '@smithy/core': 118,
  '@smithy/hash-node': 1,
  '@smithy/middleware-content-length': 1,
  '@smithy/middleware-endpoint': 1,
  '@smithy/middleware-retry': 1,
  '@smithy/node-config-provider': 1,
  '@smithy/node-http-handler': 9,
  '@smithy/property-provider': 1,
  '@smithy/protocol-http': 1,
  '@smithy/shared-ini-file-loader': 1,
  '@smithy/signature-v4': 12,
  '@smithy/smithy-client': 1,
  '@smithy/types': 1,
  '@smithy/url-parser': 1,
  '@smithy/util-base64': 1,
  '@smithy/util-body-length-node': 1,
  '@smithy/util-defaults-mode-node': 1,
  '@smithy/util-endpoints': 1,
  '@smithy/util-middleware': 1,
  '@smithy/util-retry': 1,
  '@smithy/util-utf8': 1,
  '@smithy/util-waiter': 1,
  anynum: 3,
  'fast-xml-parser': 22,
  mnemonist: 6,
  obliterator: 3,
  strnum: 3,
  // Validation, the table layer, the router and its OpenAPI description, tokens, phone numbers and
  // country codes (synchronous zod refinements), ids, the client address behind a proxy.
  '@standard-community/standard-json': 2,
  '@standard-community/standard-openapi': 2,
  'countries-list': 42,
  electrodb: 195,
  forwarded: 2,
  hono: 39,
  'hono-openapi': 10,
  'ipaddr.js': 12,
  jose: 28,
  'libphonenumber-js': 132,
  'proxy-addr': 4,
  quansync: 2,
  ulid: 3,
  zod: 208,
  // Our code: the domains the storefront routes, the sign-ins and the auth middleware need.
  'packages/core/src/access': 24,
  // Every domain's `<domain>.permissions.ts`, whichever folder: the sign-in reads the permission
  // catalogue they make up (decision 0057). Plain data, about 0.15 KB a domain.
  'packages/core/src/*/*.permissions.ts': 4,
  'packages/core/src/blog': 17,
  'packages/core/src/cart': 11,
  'packages/core/src/catalog': 40,
  'packages/core/src/contact': 2,
  'packages/core/src/content': 32,
  // What the cart asks of service applications (an approved one buys a service once): the rules, its entity and store.
  'packages/core/src/service': 5,
  // The customer grew with the CRM record (addresses on the admin form, time zone, lead inputs, form leads).
  'packages/core/src/customer': 17,
  'packages/core/src/events': 3,
  // The storefront's file route (GET /api/files/…) reads files.ts; the presigned upload's confirm (moving
  // incoming/ to uploads/) is in the same module.
  'packages/core/src/files': 5,
  'packages/core/src/inventory': 23,
  'packages/core/src/mail': 2,
  // A customer's newsletter flag and their e-mail consent move together (decision 0072): the consent
  // module and its entities, reached from the customer's own writes.
  'packages/core/src/messaging': 3,
  'packages/core/src/order': 5,
  // Every cart answer previews the promotions that apply (decision 0068): the rules, the cache, the counters.
  'packages/core/src/promotion': 13,
  'packages/core/src/settings': 12,
  // Customers keep their tags' sets of customers in their own transaction (decision 0060).
  'packages/core/src/tag': 4,
  'packages/core/src/shared': 53,
  'packages/core/src/shipping': 3,
  'packages/core/src/wishlist': 4,
  'packages/functions/src': 4,
  'packages/functions/src/api': 14,
  'packages/functions/src/api/admin/auth.ts': 2,
  'packages/functions/src/api/middleware': 3,
  'packages/functions/src/api/store': 14,
};
