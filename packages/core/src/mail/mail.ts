import { awsClientOptions, onFirstUse } from '../shared/aws.js';
import { env } from '../shared/env.js';

const ses = onFirstUse(async () => {
  const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  return { client: new SESv2Client(awsClientOptions(env().SES_ENDPOINT)), SendEmailCommand };
});

export interface Mail {
  to: string;
  /** Where a reply goes (the visitor of a contact message). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sends through SES (locally the SES stand-in, which also keeps an .eml copy). */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const html = mail.html ?? `<p>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</p>`;
  const { client, SendEmailCommand } = await ses();
  const result = await client.send(
    new SendEmailCommand({
      FromEmailAddress: env().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return result.MessageId;
}
