import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { Consent } = await import('@shop/core/messaging/consent');

/** The words that withdraw SMS consent (as carriers' and AWS's opt-out keywords). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', '取消', '停止']);

/** A two-way SMS as End User Messaging SMS publishes it to its SNS topic (`originationNumber`, `messageBody`). */
interface InboundSms {
  originationNumber?: string;
  destinationNumber?: string;
  messageBody?: string;
}

/**
 * An SMS a person sent back: a stop word withdraws that number's SMS consent (issue 28 §2). On AWS the
 * SNS topic of the two-way number delivers it (an SNS record whose Message is the JSON above); locally
 * the SMS stand-in's `POST /inbound` hands it here.
 */
export async function handler(event: { Records?: { Sns?: { Message?: string } }[] } | InboundSms): Promise<{ withdrawn: number }> {
  const messages: InboundSms[] =
    'Records' in event && event.Records
      ? event.Records.map((r) => JSON.parse(r.Sns?.Message ?? '{}') as InboundSms)
      : [event as InboundSms];
  let withdrawn = 0;
  for (const message of messages) {
    const word = (message.messageBody ?? '').trim().toUpperCase();
    if (!message.originationNumber || !STOP_WORDS.has(word)) continue;
    if ((await Consent.withdrawAt('sms', message.originationNumber, 'stop')) !== undefined) withdrawn++;
  }
  return { withdrawn };
}
