/** The channels a message goes out on. */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof MESSAGE_CHANNELS)[number];

/** How consent was given (issue 28 §1). */
export const CONSENT_SOURCES = ['form', 'import', 'staff', 'checkout', 'register'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** How consent was withdrawn: the mail's unsubscribe link, an SMS "STOP", or staff. */
export const WITHDRAWAL_WAYS = ['unsubscribe', 'stop', 'staff'] as const;
export type WithdrawalWay = (typeof WITHDRAWAL_WAYS)[number];

/** Where a message stands. */
export const MESSAGE_STATES = ['queued', 'scheduled', 'sent', 'failed', 'skipped_no_consent', 'capped'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** An address as consent and messages key it: E.164 for phones, lower-case for e-mail. */
export const addressKey = (channel: Channel, address: string): string =>
  channel === 'email' ? address.trim().toLowerCase() : address.trim();
