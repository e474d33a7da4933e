import type { AdminActor } from '../access/admin.js';
import { personName } from '../shared/person-name.js';
import type { FunnelBoard, FunnelReport } from './funnel.contract.js';
import { Funnel } from './funnel.js';
import { FunnelStats } from './funnel-stats.js';
import { Lead } from './lead.js';
import { Status } from './status.js';

/** The statuses a board shows as columns, left to right (their `order`), at most 100. */
async function columns(language: string) {
  const page = await Status.list({ page: 1, per_page: 100, sort: 'name', order: 'asc' }, language);
  return page.data.map((status) => ({ id: status.id, title: status.title }));
}

/**
 * The funnel board and report (`/admin/lead/funnel/management/{id}`, issue 28 §2 and §4). The board reads
 * a page of the funnel's leads (its gsi4 partition, newest first) and the leads the actor may see among
 * them (one BatchGet); dragging a card is `PUT /api/admin/lead/{id}/status`, a status change with its triggers.
 */
export const FunnelBoards = {
  async board(actor: AdminActor, funnelId: number, language: string, cursor?: string): Promise<FunnelBoard> {
    const funnel = await Funnel.get(funnelId, language);
    const [statuses, page] = await Promise.all([columns(language), FunnelStats.leads(funnelId, cursor)]);
    const leads = await Lead.visibleAmong(actor, page.customer_ids);
    return {
      funnel: { id: funnel.id, title: funnel.title },
      statuses,
      leads: leads.map((lead) => ({
        id: lead.id,
        name: personName(lead.first_name, lead.last_name),
        email: lead.email,
        phone: lead.phone ?? null,
        status_id: lead.status_id ?? null,
        admin_id: lead.admin_id ?? null,
      })),
      cursor: page.cursor,
    };
  },

  async report(funnelId: number, language: string): Promise<FunnelReport> {
    const funnel = await Funnel.get(funnelId, language);
    const rows = await FunnelStats.report(
      funnelId,
      funnel.steps.map((step) => step.key),
    );
    return {
      funnel: { id: funnel.id, title: funnel.title, steps: funnel.steps.map((s) => ({ key: s.key, title: s.title, type: s.type })) },
      rows,
    };
  },
};
