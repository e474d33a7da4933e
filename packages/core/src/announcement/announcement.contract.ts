import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { AnnouncementInfo, AnnouncementInput, AnnouncementRow } from './announcement.schema.js';

/** The announcement resource's HTTP contract (staff management; the dashboard's reads are their own routes). */
export const AnnouncementContract = contract({
  group: permissionGroup('announcement'),
  path: 'announcement',
  input: AnnouncementInput,
  info: AnnouncementInfo,
  row: AnnouncementRow,
  filters: enabledFilter,
});
