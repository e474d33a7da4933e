import { leadStatusHandler } from './lead-status.js';

/** lead.status_changed with a whatsapp trigger (its own EventBridge rule) → the status's message. */
export const handler = leadStatusHandler('whatsapp');
