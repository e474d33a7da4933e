import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { HolidayFilters, HolidayInfo, HolidayInput } from './holiday.schema.js';

/** The holidays' HTTP contract (`/api/admin/holiday`): listed, created and deleted; never edited (spec). */
export const HolidayContract = contract({
  group: permissionGroup('holiday'),
  path: 'holiday',
  input: HolidayInput,
  info: HolidayInfo,
  filters: HolidayFilters,
});
