import { awsClientOptions, onFirstUse } from '../shared/aws.js';
import type { z } from 'zod';
import { env } from '../shared/env.js';
import { newUlid } from '../shared/ids.js';

export const EVENT_SOURCE = 'shop';

export interface EventDefinition<T extends z.ZodType> {
  type: string;
  schema: T;
}

/** A typed domain event: `defineEvent('customer.registered', schema)`. */
export function defineEvent<T extends z.ZodType>(type: string, schema: T): EventDefinition<T> {
  return { type, schema };
}

/** What a subscriber receives: the EventBridge envelope's `detail`. */
export interface EventDetail<P> {
  id: string;
  type: string;
  occurred_at: string;
  properties: P;
}

const bus = onFirstUse(async () => {
  const { EventBridgeClient, PutEventsCommand } = await import('@aws-sdk/client-eventbridge');
  return { client: new EventBridgeClient(awsClientOptions(env().EVENTS_ENDPOINT)), PutEventsCommand };
});

/**
 * Publishes after the write has succeeded. Events arrive at least once, so subscribers are
 * idempotent on `detail.id`.
 */
export async function publish<T extends z.ZodType>(event: EventDefinition<T>, properties: z.input<T>): Promise<string> {
  const detail: EventDetail<z.output<T>> = {
    id: newUlid(),
    type: event.type,
    occurred_at: new Date().toISOString(),
    properties: event.schema.parse(properties),
  };
  const { client, PutEventsCommand } = await bus();
  const result = await client.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: env().BUS_NAME, Source: EVENT_SOURCE, DetailType: event.type, Detail: JSON.stringify(detail) }],
    }),
  );
  if (result.FailedEntryCount) {
    throw new Error(`Event ${event.type} was not accepted: ${JSON.stringify(result.Entries)}`);
  }
  return detail.id;
}
