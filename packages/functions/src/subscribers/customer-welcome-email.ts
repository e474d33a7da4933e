import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import { CustomerRegistered } from '@shop/core/customer/customer.events';
import type { EventDetail } from '@shop/core/events/define';
import { once } from '@shop/core/events/idempotent';
import { sendMail } from '@shop/core/mail/mail';
import { env } from '@shop/core/shared/env';
import type { z } from 'zod';

type Properties = z.infer<typeof CustomerRegistered.schema>;

/** customer.registered → a welcome email, once per event even if it is delivered twice. */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  await loadBoundConfig();
  const { id, properties } = event.detail;
  const customer = CustomerRegistered.schema.parse(properties);
  await once('customer-welcome-email', id, async () => {
    await sendMail({
      to: customer.email,
      subject: 'Welcome to our shop',
      text: `Hi ${customer.first_name},\n\nYour account is ready. Sign in any time at ${env().APP_URL}/login.\n`,
    });
  });
}
