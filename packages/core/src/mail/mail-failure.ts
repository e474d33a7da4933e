// Imports nothing: the stacks read MAIL_FAILED_LOG (the metric filter) without loading core's configuration.

/**
 * The word a mail that could not be sent leaves in the log: `stacks/monitoring.ts` counts the log
 * lines holding it (a metric filter on every function that sends mail) and alarms on the first.
 */
export const MAIL_FAILED_LOG = 'MAIL_SEND_FAILED';

/** Logs a mail that could not be sent (what it was for and SES's error, never the address), to be counted. */
export function reportMailFailure(purpose: string, error: unknown): void {
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  // SES names the refused address in its message (MessageRejected): the log keeps no address.
  console.error(`${MAIL_FAILED_LOG} ${purpose}: ${name}: ${message.replace(/[^\s@,;:]+@[^\s@,;:]+/g, '<address>')}`);
}
