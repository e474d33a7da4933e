import { z } from 'zod';
import { permissionGroup } from '../access/permissions.js';
import { CustomerInfo, LeadInput } from '../customer/customer.schema.js';
import { contract } from '../shared/contract.js';
import { booleanish, idNumber } from '../shared/validation.js';

/** A lead in the list: the customer and its status's title in the list's language. */
export const LeadRow = CustomerInfo.extend({ status_title: z.string().nullable() });
export type LeadRow = z.infer<typeof LeadRow>;

/** Leads' HTTP contract (`/api/admin/lead`): customers with their CRM fields; listed, created and edited. */
export const LeadContract = contract({
  group: permissionGroup('lead'),
  path: 'lead',
  input: LeadInput,
  info: CustomerInfo,
  row: LeadRow,
  filters: z.object({ status_id: idNumber().optional(), admin_id: idNumber().optional(), enabled: booleanish().optional() }),
});

/** The funnel board's drag: the status the mover saw and the one the lead goes to. */
export const LeadMoveInput = z.object({
  from_status_id: idNumber().nullable(),
  status_id: idNumber(),
});
