import { z } from 'zod';

/** What login, registration and refresh answer. */
export const IssuedTokenInfo = z.object({
  token: z.string(),
  /** Lifetime in minutes. */
  expires_in: z.number(),
  expires_at: z.string(),
});

export const LoggedOut = z.object({ status: z.literal('logged_out') });
export const OthersLoggedOut = LoggedOut.extend({ ended: z.number() });
