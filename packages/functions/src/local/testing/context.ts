import type { CloudFrontLocal } from '../cloudfront-local.js';
import type { LocalEventBus } from '../event-bus.js';
import type { SesLocal } from '../ses-local.js';
import type { StripeLocal } from '../stripe-local.js';

/** What setup-file.ts starts for the current test file. */
export interface TestContext {
  dataDir: string;
  tableName: string;
  bus: LocalEventBus;
  ses: SesLocal;
  stripe: StripeLocal;
  cloudfront: CloudFrontLocal;
}

const KEY = Symbol.for('shop.local.testContext');
type Holder = { [KEY]?: TestContext };

export function setTestContext(context: TestContext | undefined): void {
  (globalThis as Holder)[KEY] = context;
}

export function testContext(): TestContext {
  const context = (globalThis as Holder)[KEY];
  if (!context) throw new Error('No test context: is vitest running with packages/functions/src/local/testing/setup-file.ts?');
  return context;
}
