import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { LeadStatusChanged as Changed } from '@shop/core/crm/lead.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ LeadStatusChanged }, { runLeadTrigger }] = await Promise.all([
  import('@shop/core/crm/lead.events'),
  import('@shop/core/crm/lead-trigger'),
]);

type Properties = z.infer<typeof Changed.schema>;

/**
 * The body of every `lead-status-<channel>` subscriber: the rule delivered only its channel's events.
 * Sends are idempotent per event and recipient (messaging), so a repeated delivery, or a retry after
 * one recipient was reached, sends nobody twice.
 */
export function leadStatusHandler(channel: NonNullable<Properties['channel']>) {
  return async (event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> => {
    const properties = LeadStatusChanged.schema.parse(event.detail.properties);
    if (properties.channel !== channel) return;
    await runLeadTrigger({ ...event.detail, properties });
  };
}
