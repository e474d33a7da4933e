import { Repository } from '../shared/repository.js';
import { broadcastEntity, type BroadcastRecord } from './broadcast.entity.js';

export const broadcastStore = new Repository<BroadcastRecord>({
  name: 'broadcast',
  entity: broadcastEntity,
  sortName: (b) => b.title,
  searchTexts: (b) => [b.title],
  filters: ['state'],
});
