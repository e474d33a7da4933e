import { Admin } from '../access/admin.js';
import { Customer } from '../customer/customer.js';
import type { EventDetail } from '../events/define.js';
import { sendMessage, type OutgoingMessage } from '../messaging/send.js';
import { toE164 } from '../shared/countries.js';
import { env } from '../shared/env.js';
import { resolveLanguage } from '../shared/i18n.js';
import { Settings } from '../settings/settings.js';
import { Ebooks } from './ebook.js';
import type { LeadStatusChanged } from './lead.events.js';
import { statusFields } from './status.schema.js';
import { Status } from './status.js';
import type { z } from 'zod';

type Change = z.output<(typeof LeadStatusChanged)['schema']>;

/** `{name}` placeholders a status's template may use (the status form lists them). */
export const TEMPLATE_PLACEHOLDERS = ['first_name', 'last_name', 'name', 'email', 'phone', 'status', 'admin_name', 'link'] as const;

/** Fills `{placeholder}`s; an unknown one stays as written, so a typo shows instead of vanishing. */
export function fillTemplate(template: string, values: Partial<Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key as keyof typeof values] ?? whole);
}

/** Our own links carry where they were sent from, so a visit or an order can be counted to the status. */
export function withUtm(link: string, channel: string, statusId: number): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', channel);
  url.searchParams.set('utm_medium', 'lead_status');
  url.searchParams.set('utm_campaign', `status-${String(statusId)}`);
  return url.toString();
}

/** Links to the shop's own pages in a text get the UTM parameters too. */
function tagLinks(text: string, channel: string, statusId: number): string {
  const origin = new URL(env().APP_URL).origin;
  return text.replace(/https?:\/\/[^\s<>"']+/g, (link) => (link.startsWith(origin) ? withUtm(link, channel, statusId) : link));
}

/**
 * Runs a lead status's trigger for one channel (the subscribers `lead-status-*`): the status's template
 * in the lead's language, filled, sent to the assigned admin, the lead, or both. A message to the lead
 * is marketing (it needs the lead's consent, waits out quiet hours); one to staff is not. Each send is
 * keyed by the event and the recipient, so a repeated delivery sends nothing twice.
 */
export async function runLeadTrigger(event: EventDetail<Change>): Promise<OutgoingMessage[]> {
  const change = event.properties;
  if (!change.channel || !change.audience) return [];
  const [lead, status] = await Promise.all([Customer.get(change.customer_id), Status.find(change.status_id)]);
  // The status was deleted, or its trigger changed since: what it is now decides.
  if (!status?.trigger || !status.trigger.startsWith(`${change.channel}_to_`)) return [];
  const admin = lead.admin_id ? await Admin.get(lead.admin_id).catch(() => undefined) : undefined;
  // The lead's language when the site still supports it, else the main language.
  const { code: language, slot } =
    resolveLanguage(lead.language ?? undefined, await Settings.get()) ?? (await Settings.language(undefined));
  const texts = statusFields.present(status, slot);
  const channel = change.channel;
  const link =
    channel === 'ebook_email' && status.file
      ? withUtm(
          await Ebooks.link({ customer_id: lead.id, status_id: status.id, file: status.file, name: texts.button_name || texts.title }),
          channel,
          status.id,
        )
      : undefined;
  const body = tagLinks(
    fillTemplate(texts.trigger_template ?? '', {
      first_name: lead.first_name,
      last_name: lead.last_name,
      name: `${lead.first_name} ${lead.last_name}`.trim(),
      email: lead.email,
      phone: lead.phone ?? '',
      status: texts.title,
      admin_name: admin?.name ?? '',
      link: link ?? '',
    }),
    channel,
    status.id,
  );
  const recipients: { role: 'lead' | 'assigned'; customer?: boolean; email?: string; phone?: string }[] = [];
  if (change.audience !== 'assigned')
    recipients.push({ role: 'lead', customer: true, email: lead.email, phone: toE164(lead.phone, lead.country_code) });
  if (change.audience !== 'lead' && admin)
    recipients.push({ role: 'assigned', email: admin.email, phone: toE164(admin.phone, admin.country_code) });

  const sends: OutgoingMessage[] = [];
  for (const to of recipients) {
    const address = channel === 'sms' || channel === 'whatsapp' ? to.phone : to.email;
    if (!address) continue;
    sends.push({
      key: `${event.id}:${to.role}`,
      channel: channel === 'ebook_email' ? 'email' : channel,
      purpose: to.customer ? 'marketing' : 'transactional',
      // The lead's own zone for quiet hours when known (decision 0065).
      ...(to.customer ? { customer_id: lead.id, ...(lead.time_zone ? { time_zone: lead.time_zone } : {}) } : {}),
      to: address,
      body,
      ...(channel === 'email' || channel === 'ebook_email'
        ? { subject: texts.title, html: emailHtml(body, link ? { href: link, label: texts.button_name || texts.title } : undefined) }
        : {}),
      ...(channel === 'whatsapp'
        ? { template: { name: `status_${String(status.id)}`, language, parameters: [lead.first_name, texts.title] } }
        : {}),
    });
  }
  for (const message of sends) await sendMessage(message);
  return sends;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The mail's HTML: the text's paragraphs and, for an e-book, its button. */
function emailHtml(body: string, button?: { href: string; label: string }): string {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const action = button
    ? `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></p>`
    : '';
  return `${paragraphs}${action}`;
}
