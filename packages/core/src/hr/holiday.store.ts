import { Repository } from '../shared/repository.js';
import { holidayEntity, type HolidayRecord } from './holiday.entity.js';

/**
 * Holidays, one a day (the date is unique). Their sort name is the date, so the list's name order is
 * the calendar's; the search finds them by name or date.
 */
export const holidayStore = new Repository<HolidayRecord>({
  name: 'holiday',
  entity: holidayEntity,
  unique: [{ field: 'date', value: (h) => h.date }],
  sortName: (h) => h.date,
  searchTexts: (h) => [h.name, h.date],
  filters: ['year'],
});
