import { leadStatusHandler } from './lead-status.js';

/** lead.status_changed with a email trigger (its own EventBridge rule) → the status's message. */
export const handler = leadStatusHandler('email');
