import { z } from 'zod';

/**
 * Where a lead came from (spec §3, "Lead source options"): `form` means no source was given. Shared
 * by leads (crm/) and broadcast audiences (broadcast/). Imports only zod, so the web bundle reuses it.
 */
export const LEAD_SOURCES = [
  'form',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'google',
  'twitter',
  'whatsapp',
  'wechat',
  'line',
  'sales_or_staff',
  'website',
] as const;

export const LeadSource = z.enum(LEAD_SOURCES);
export type LeadSource = z.infer<typeof LeadSource>;
