import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { emailField, requiredString } from '../shared/validation.js';

/** One line: a name or subject with a line break would be a header-injection attempt. */
const oneLine = (max: number) => requiredString(max).refine((v) => !/[\r\n]/.test(v), { error: MESSAGES.check });

/** `POST /api/contact {name, email, subject, message}` (spec section 8), plus the reCAPTCHA token of a guarded form. */
export const ContactInput = z.object({
  name: oneLine(100),
  email: emailField(),
  subject: oneLine(200),
  message: requiredString(5000),
  recaptcha_token: z.string().trim().max(4000).optional(),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** The answer's key (spec section 8: contact), translated by the storefront. */
export const ContactAnswer = z.object({ message: z.literal('send_email_success') });
