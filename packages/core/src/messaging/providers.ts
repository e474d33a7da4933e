import { sendMail } from '../mail/mail.js';
import { awsClientOptions, onFirstUse } from '../shared/aws.js';
import { env } from '../shared/env.js';
import type { MessageRecord } from './message.entity.js';
import { unsubscribeLink } from './unsubscribe.js';

/** AWS End User Messaging SMS, loaded by the first SMS (never at the API's cold start). */
const sms = onFirstUse(async () => {
  const { PinpointSMSVoiceV2Client, SendTextMessageCommand } = await import('@aws-sdk/client-pinpoint-sms-voice-v2');
  return { client: new PinpointSMSVoiceV2Client(awsClientOptions(env().SMS_ENDPOINT)), SendTextMessageCommand };
});

/** AWS End User Messaging Social (WhatsApp), loaded by the first WhatsApp message. */
const whatsapp = onFirstUse(async () => {
  const { SocialMessagingClient, SendWhatsAppMessageCommand } = await import('@aws-sdk/client-socialmessaging');
  return { client: new SocialMessagingClient(awsClientOptions(env().WHATSAPP_ENDPOINT)), SendWhatsAppMessageCommand };
});

/** WhatsApp Cloud API's message: an approved template with its body parameters (marketing outside a 24 h window needs one). */
function whatsappMessage(record: MessageRecord): Uint8Array {
  const template = record.template;
  const message = template
    ? {
        messaging_product: 'whatsapp',
        to: record.to,
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
        },
      }
    : { messaging_product: 'whatsapp', to: record.to, type: 'text', text: { body: record.body } };
  return new TextEncoder().encode(JSON.stringify(message));
}

/** Hands a message to its channel's provider; answers the provider's message id. */
export async function deliver(record: MessageRecord): Promise<string | undefined> {
  if (record.channel === 'email') {
    const marketing = record.purpose === 'marketing';
    const unsubscribe = marketing ? await unsubscribeLink(record.to) : undefined;
    const footer = unsubscribe ? `\n\nUnsubscribe: ${unsubscribe}` : '';
    return sendMail({
      to: record.to,
      subject: record.subject ?? '',
      text: `${record.body}${footer}`,
      ...(record.html ? { html: `${record.html}${unsubscribe ? `<p><a href="${unsubscribe}">Unsubscribe</a></p>` : ''}` } : {}),
      // RFC 8058 one-click unsubscribe, which mail providers show beside the sender.
      ...(unsubscribe
        ? {
            headers: [
              { name: 'List-Unsubscribe', value: `<${unsubscribe}>` },
              { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
            ],
          }
        : {}),
    });
  }
  if (record.channel === 'sms') {
    const { client, SendTextMessageCommand } = await sms();
    const result = await client.send(
      new SendTextMessageCommand({
        DestinationPhoneNumber: record.to,
        OriginationIdentity: env().SMS_ORIGINATION,
        MessageBody: record.body,
        MessageType: record.purpose === 'marketing' ? 'PROMOTIONAL' : 'TRANSACTIONAL',
      }),
    );
    return result.MessageId;
  }
  const { client, SendWhatsAppMessageCommand } = await whatsapp();
  const result = await client.send(
    new SendWhatsAppMessageCommand({
      originationPhoneNumberId: env().WHATSAPP_PHONE_NUMBER_ID,
      message: whatsappMessage(record),
      metaApiVersion: 'v20.0',
    }),
  );
  return result.messageId;
}
