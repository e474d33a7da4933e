import { Repository } from '../shared/repository.js';
import { broadcastMessageEntity, type BroadcastMessageRecord } from './broadcast-message.entity.js';

/** Templates, found by title or subject; sorted by title. */
export const broadcastMessageStore = new Repository<BroadcastMessageRecord>({
  name: 'broadcast_message',
  entity: broadcastMessageEntity,
  sortName: (m) => m.title.toLowerCase(),
  searchTexts: (m) => [m.title, m.subject],
  filters: ['enabled', 'channel'],
});
