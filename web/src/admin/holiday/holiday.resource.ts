import { HolidayContract } from '@shop/core/hr/holiday.contract';
import { defineResource, idColumn, updatedAtColumn } from '../../components/resource';

/**
 * Holidays (`/admin/holiday`): a day and its name, listed by date and filtered by year.
 * Listed and created only (spec); a wrong one is deleted and entered again.
 */
export const holidayResource = defineResource(HolidayContract, {
  name: 'holiday',
  label: { singular: 'admin:holiday.singular', plural: 'admin:holiday.plural' },
  navOrder: 400,
  navGroup: 'admin:nav.hr',
  // A holiday's sort name is its date: the name order is the calendar's.
  defaultSort: { sort: 'name', order: 'asc' },
  rowLabel: (row) => `${row.date} ${row.name}`,
  columns: [
    idColumn(),
    { key: 'date', label: 'admin:holiday.fields.date', sortKey: 'name', kind: 'date' },
    { key: 'name', label: 'admin:holiday.fields.name' },
    updatedAtColumn(),
  ],
  filters: [{ name: 'year', label: 'admin:holiday.fields.year', input: 'number' }],
  fields: [
    { name: 'date', label: 'admin:holiday.fields.date', widget: { type: 'date' }, required: true },
    { name: 'name', label: 'admin:holiday.fields.name', widget: { type: 'text' }, required: true },
  ],
  defaults: { date: '', name: '' },
  batchActions: ['delete'],
});
