/**
 * Stripe's publishable key, given at deploy time (`STRIPE_PUBLISHABLE_KEY=pk_… npx sst deploy`): it is
 * public (the card page uses it), so it is plain configuration, not a secret. Without it the stage
 * offers no card payment and its CSP names no Stripe origin (decision 0030). The API and every function
 * that takes part in payments (routes.ts: `payments`) get it.
 */
export const stripePublishableKey = (): string | undefined => process.env.STRIPE_PUBLISHABLE_KEY || undefined;
