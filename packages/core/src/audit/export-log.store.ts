import { Repository } from '../shared/repository.js';
import { exportLogEntity, type ExportLogRecord } from './export-log.entity.js';

/** The export log: only audit/ imports this file. */
export const exportLogStore = new Repository<ExportLogRecord>({
  name: 'export_log',
  entity: exportLogEntity,
  sortName: (e) => e.admin_name.toLowerCase(),
  searchTexts: (e) => [e.admin_name, e.export],
});
