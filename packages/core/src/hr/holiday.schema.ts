import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { requiredString } from '../shared/validation.js';

/**
 * A public holiday the shop's staff do not work (HR): its day and a name. One holiday a day; staff
 * list and create them (spec: list and create only) and delete a wrong one. Without an edit there is
 * no way to add a name in another language, so the name is one for all (the staff's own words).
 */
export const HolidayInput = z.object({
  name: requiredString(255),
  date: z.iso.date(),
});
export type HolidayInput = z.infer<typeof HolidayInput>;

export const holidayFields = fieldSet(HolidayInput);

export const HolidayInfo = z.object({
  id: z.number(),
  ...holidayFields.answer,
  created_at: z.string(),
  updated_at: z.string(),
});
export type HolidayInfo = z.infer<typeof HolidayInfo>;

/** The list's filter: one calendar year. */
export const HolidayFilters = z.object({
  year: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: MESSAGES.check }).int().min(1900).max(2200).optional()),
});
