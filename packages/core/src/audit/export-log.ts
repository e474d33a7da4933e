import { Admin } from '../access/admin.js';
import type { ListQuery, Page } from '../shared/paging.js';
import type { ExportLogRecord } from './export-log.entity.js';
import type { ExportLogEntry, ExportLogInfo } from './export-log.schema.js';
import { exportLogStore } from './export-log.store.js';

function toInfo(e: ExportLogRecord): ExportLogInfo {
  let filter: Record<string, string> = {};
  try {
    filter = JSON.parse(e.filter) as Record<string, string>;
  } catch {
    filter = {};
  }
  return {
    id: e.id,
    admin_id: e.admin_id,
    admin_name: e.admin_name,
    export: e.export,
    delivery: e.delivery,
    filter,
    rows: e.rows,
    created_at: e.created_at,
  };
}

/** Every export of customer or lead data, and who made it (issue 28, decision 0064). */
export const ExportLog = {
  /** Records one export; the admin's name is kept as it was then (the log outlives renames and deletions). */
  async record(adminId: number, entry: ExportLogEntry): Promise<ExportLogInfo> {
    const name = (await Admin.names([adminId])).get(adminId) ?? `#${String(adminId)}`;
    const record = await exportLogStore.create({
      admin_id: adminId,
      admin_name: name,
      export: entry.export,
      delivery: entry.delivery,
      filter: JSON.stringify(entry.filter),
      rows: entry.rows,
    });
    return toInfo(record);
  },

  /** Newest first, a page at a time (the id index read backwards). */
  async list(query: Pick<ListQuery, 'page' | 'per_page'>): Promise<Page<ExportLogInfo>> {
    const page = await exportLogStore.list({ page: query.page, per_page: query.per_page, sort: 'id', order: 'desc' });
    return { ...page, data: page.data.map(toInfo) };
  },
};
