import { awsClientOptions, onFirstUse } from '../shared/aws.js';
import { env } from '../shared/env.js';
import { reportMailFailure } from './mail-failure.js';

export { MAIL_FAILED_LOG, reportMailFailure } from './mail-failure.js';

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
  /** Extra headers (a marketing mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: { name: string; value: string }[];
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
          ...(mail.headers?.length ? { Headers: mail.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
        },
      },
    }),
  );
  return result.MessageId;
}

/**
 * Sends, and never lets a failure reach the caller: for mails whose request answers the same whether
 * or not the mail went (a password reset says "sent" either way). The failure is reported
 * (`reportMailFailure`), so an alarm fires. Answers whether the mail went.
 */
export async function sendMailReported(mail: Mail, purpose: string): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    reportMailFailure(purpose, error);
    return false;
  }
}
