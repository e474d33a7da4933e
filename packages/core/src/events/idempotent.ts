import { isConditionFailure } from '../shared/dynamo.js';
import { processedEventEntity } from './processed.entity.js';

/**
 * Runs `work` once per (subscriber, event id): the marker is written with a create condition first,
 * and removed again if the work fails so a retry can run it.
 */
export async function once(subscriber: string, eventId: string, work: () => Promise<void>): Promise<boolean> {
  try {
    await processedEventEntity
      .create({
        subscriber,
        event_id: eventId,
        processed_at: new Date().toISOString(),
        expires_at: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
      })
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  try {
    await work();
    return true;
  } catch (error) {
    await processedEventEntity.delete({ subscriber, event_id: eventId }).go();
    throw error;
  }
}
