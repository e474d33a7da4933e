import { Repository } from '../shared/repository.js';
import { poEntity, type PoRecord } from './po.entity.js';
import { poNumber } from './po.schema.js';

export const poStore = new Repository<PoRecord>({
  name: 'po',
  entity: poEntity,
  // The number is derived from the id, so "sort by name" is number order.
  sortName: (po) => poNumber(po.id),
  // `PO-000123` is found by `po-000123`, `000123` and `123`.
  searchTexts: (po) => [poNumber(po.id), String(po.id)],
  filters: ['status', 'supplier_id', 'warehouse_id'],
});
