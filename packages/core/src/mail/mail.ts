import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { awsClientOptions } from '../shared/aws.js';
import { env } from '../shared/env.js';

/** Built when core is first imported (the environment is complete by then, see shared/env.ts). */
const ses = new SESv2Client(awsClientOptions(env().SES_ENDPOINT));

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sends through SES (locally the SES stand-in, which also keeps an .eml copy). */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const html = mail.html ?? `<p>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</p>`;
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
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
