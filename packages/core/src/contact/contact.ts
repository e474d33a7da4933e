import { takeAttempt, type ThrottleRule } from '../access/throttle.js';
import { sendMail } from '../mail/mail.js';
import { reportMailFailure } from '../mail/mail-failure.js';
import { Settings } from '../settings/settings.js';
import { env } from '../shared/env.js';
import { DomainError } from '../shared/errors.js';
import type { ContactInput } from './contact.schema.js';
import { requireRecaptcha } from '../settings/recaptcha.js';

/** Contact messages: a few per sender address, a few more per network address (decision 0037). */
export const CONTACT_PER_EMAIL: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
export const CONTACT_PER_IP: ThrottleRule = { limit: 10, windowSeconds: 60 * 60 };

/** The spec's contact answer key (section 8); the storefront translates it (and `send_email_fail`, below). */
export const SEND_EMAIL_SUCCESS = 'send_email_success';

export const Contact = {
  /**
   * `POST /api/contact`: counts the attempt per network address, checks reCAPTCHA when it guards the
   * form, counts it per sender address, then mails the message to the shop (its `email` setting, else the sender
   * address of all mails) with the visitor as Reply-To, and a fixed acknowledgement to the visitor.
   * The acknowledgement never repeats the visitor's texts: the form cannot be used to send someone
   * else words of the visitor's choosing.
   */
  async send(input: ContactInput, ip: string): Promise<{ message: typeof SEND_EMAIL_SUCCESS }> {
    // The address first, so forged tokens cannot make this server call Google without limit; the
    // sender's email after the check, so they cannot spend someone else's quota either.
    await takeAttempt([[`contact:ip:${ip}`, CONTACT_PER_IP]]);
    await requireRecaptcha('contact', input.recaptcha_token, ip);
    await takeAttempt([[`contact:email:${input.email}`, CONTACT_PER_EMAIL]]);
    const settings = await Settings.get();
    const shop = settings.name || 'Shop';
    try {
      await sendMail({
        to: settings.email ?? env().MAIL_FROM,
        replyTo: input.email,
        subject: `[${shop}] Contact: ${input.subject}`,
        text: `A message from the contact form.\n\nName: ${input.name}\nEmail: ${input.email}\nSubject: ${input.subject}\n\n${input.message}`,
      });
      await sendMail({
        to: input.email,
        subject: `${shop}: we received your message`,
        text: `Thank you for contacting ${shop}. We received your message and will reply as soon as we can.\n\nIf you did not write to us, you can ignore this email.`,
      });
    } catch (error) {
      // Said to the visitor (their message did not reach the shop), and counted for the alarm.
      reportMailFailure('contact', error);
      throw new DomainError(502, 'send_email_fail');
    }
    return { message: SEND_EMAIL_SUCCESS };
  },
};
