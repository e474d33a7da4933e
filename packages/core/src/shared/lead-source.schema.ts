import { z } from 'zod';
import { MESSAGES } from './errors.js';

/** Where a lead came from (spec §3 "Lead source options"): `form` when a form named no source. */
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
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LeadSourceSchema = z.enum(LEAD_SOURCES, { error: MESSAGES.check });
