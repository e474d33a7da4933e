import { Hono } from 'hono';
import { Contact } from '@shop/core/contact/contact';
import { ContactAnswer, ContactInput } from '@shop/core/contact/contact.schema';
import type { AppEnv } from '../context.js';
import { clientIp } from '../http.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

/** `POST /api/contact` (spec section 8; decision 0037). */
export const storeContactRoutes = new Hono<AppEnv>().post(
  '/contact',
  doc({
    summary:
      'Mail a message to the shop and an acknowledgement to the sender; reCAPTCHA-checked when the settings guard the contact form; throttled per address',
    response: ContactAnswer,
  }),
  body(ContactInput),
  async (c) => c.json(await Contact.send(c.req.valid('json'), clientIp(c)), 200),
);
