import { Tiers } from '../membership/tier.js';
import { crudFacade } from '../shared/crud.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import { Tag } from '../tag/tag.js';
import type { BroadcastReceiverRecord } from './broadcast-receiver.entity.js';
import {
  RECEIVER_MESSAGES,
  type BroadcastReceiverInfo,
  type BroadcastReceiverInput,
  type BroadcastReceiverUpdateInput,
} from './broadcast-receiver.schema.js';
import { broadcastReceiverStore } from './broadcast-receiver.store.js';

function toInfo(r: BroadcastReceiverRecord): BroadcastReceiverInfo {
  return {
    id: r.id,
    name: r.name,
    description: r.description ?? null,
    tags: r.tags,
    group_ids: r.group_ids,
    status_ids: r.status_ids,
    tier_ids: r.tier_ids,
    lead_sources: r.lead_sources as BroadcastReceiverInfo['lead_sources'],
    match: r.match,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

type Input = BroadcastReceiverInput | BroadcastReceiverUpdateInput;

const crud = crudFacade<BroadcastReceiverRecord, Input, BroadcastReceiverInfo>({
  store: broadcastReceiverStore,
  toInfo,
  /** Every tag named must exist (one BatchGet of their name guards), and every tier (one Query of the few tiers). */
  async check(input) {
    const missing = await Tag.missing(input.tags);
    if (missing.length) throw ValidationError.field('tags', RECEIVER_MESSAGES.unknownTag.replace('{{name}}', missing[0]!));
    if (!input.tier_ids.length) return;
    const levels = new Set((await Tiers.records()).map((t) => t.level));
    const unknown = input.tier_ids.find((id) => !levels.has(id));
    if (unknown !== undefined) throw ValidationError.field('tier_ids', RECEIVER_MESSAGES.unknownTier.replace('{{id}}', String(unknown)));
  },
  toRecord: (input, _language, current) => ({
    name: 'name' in input ? input.name : current!.name,
    description: input.description ?? null,
    tags: input.tags,
    group_ids: input.group_ids,
    status_ids: input.status_ids,
    tier_ids: input.tier_ids,
    lead_sources: input.lead_sources,
    match: input.match,
  }),
});

/** Broadcast audiences (`/admin/broadcast-receiver`): the plain operations, and one found by its name. */
export const BroadcastReceiver = {
  ...crud,

  /** The id of the receiver with this name (case-insensitive): one GetItem of its unique guard. */
  async idOf(name: string): Promise<number> {
    const id = (await broadcastReceiverStore.findIdsByUnique('name', [name])).get(name);
    if (id === undefined) throw new NotFoundError();
    return id;
  },
};
