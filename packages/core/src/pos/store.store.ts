import { Repository } from '../shared/repository.js';
import { posFlagEntity, type PosFlagRecord } from './pos-flag.entity.js';
import { storeEntity, type StoreRecord } from './store.entity.js';

/** Physical stores: the name is unique; searched by name or address. */
export const storeStore = new Repository<StoreRecord>({
  name: 'pos_store',
  entity: storeEntity,
  unique: [{ field: 'name', value: (s) => s.name }],
  sortName: (s) => s.name.toLowerCase(),
  searchTexts: (s) => [s.name, s.address],
  filters: ['enabled'],
});

/** Flagged POS sales (decision 0070): id = the order's; listed per store, newest first; found by order number. */
export const posFlagStore = new Repository<PosFlagRecord>({
  name: 'pos_flag',
  entity: posFlagEntity,
  sortName: (f) => f.created_at,
  searchTexts: (f) => [f.order_number],
  filters: ['store_id'],
});
