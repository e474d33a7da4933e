import { Repository } from '../shared/repository.js';
import { warehouseEntity, type WarehouseRecord } from './warehouse.entity.js';

export const warehouseStore = new Repository<WarehouseRecord>({
  name: 'warehouse',
  entity: warehouseEntity,
  unique: [
    { field: 'name', value: (w) => w.name },
    { field: 'code', value: (w) => w.code },
  ],
  sortName: (w) => w.name,
  searchTexts: (w) => [w.name, w.code, w.address],
  filters: ['enabled'],
});
