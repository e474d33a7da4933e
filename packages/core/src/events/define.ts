import { PutEventsCommand, EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { awsClientOptions } from '../shared/aws.js';
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

/** Built when core is first imported (the environment is complete by then, see shared/env.ts). */
const bus = new EventBridgeClient(awsClientOptions(env().EVENTS_ENDPOINT));

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
  const result = await bus.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: env().BUS_NAME, Source: EVENT_SOURCE, DetailType: event.type, Detail: JSON.stringify(detail) }],
    }),
  );
  if (result.FailedEntryCount) {
    throw new Error(`Event ${event.type} was not accepted: ${JSON.stringify(result.Entries)}`);
  }
  return detail.id;
}
