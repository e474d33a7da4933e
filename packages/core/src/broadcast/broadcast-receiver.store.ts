import { Repository } from '../shared/repository.js';
import { broadcastReceiverEntity, type BroadcastReceiverRecord } from './broadcast-receiver.entity.js';

/** Audiences: the name is unique (case-insensitive) and names one in URLs; searched by name, description or tag. */
export const broadcastReceiverStore = new Repository<BroadcastReceiverRecord>({
  name: 'broadcast_receiver',
  entity: broadcastReceiverEntity,
  unique: [{ field: 'name', value: (r) => r.name }],
  sortName: (r) => r.name.toLowerCase(),
  searchTexts: (r) => [r.name, r.description, ...r.tags.slice(0, 8)],
});
