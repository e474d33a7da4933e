import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { CustomerRegistered as Registered } from '@shop/core/customer/customer.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ CustomerRegistered }, { once }, { sendMail }, { env }] = await Promise.all([
  import('@shop/core/customer/customer.events'),
  import('@shop/core/events/idempotent'),
  import('@shop/core/mail/mail'),
  import('@shop/core/shared/env'),
]);

type Properties = z.infer<typeof Registered.schema>;

/** customer.registered → a welcome email, once per event even if it is delivered twice. */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
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
