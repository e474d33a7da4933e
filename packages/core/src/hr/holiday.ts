import { crudFacade } from '../shared/crud.js';
import type { HolidayRecord } from './holiday.entity.js';
import { holidayFields, type HolidayInfo, type HolidayInput } from './holiday.schema.js';
import { holidayStore } from './holiday.store.js';

function toInfo(record: HolidayRecord): HolidayInfo {
  return { id: record.id, ...holidayFields.present(record), created_at: record.created_at, updated_at: record.updated_at };
}

/** Holidays (`/admin/holiday`): the plain operations, nothing more. */
export const Holiday = crudFacade({
  store: holidayStore,
  toInfo,
  toRecord: (input: HolidayInput) => ({
    ...holidayFields.stored(input),
    year: Number(input.date.slice(0, 4)),
  }),
});
