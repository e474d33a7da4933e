import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { named } from '../shared/named.js';
import { booleanish, requiredString } from '../shared/validation.js';
import { ALL_PERMISSIONS } from './permissions.js';

export const RoleInput = z.object({
  name: requiredString(100),
  permissions: z.array(z.string().refine((p) => ALL_PERMISSIONS.includes(p), { error: 'Unknown permission.' })).default([]),
  /** Absent: unchanged (an edit by an admin who may not change it keeps it). Only the super admin changes it. */
  requires_two_factor: booleanish().optional(),
});
export type RoleInput = z.infer<typeof RoleInput>;

/** A role's single-value fields (attributes, answer, stored values); the permission list is declared by hand. */
export const roleFields = fieldSet(RoleInput.omit({ permissions: true, requires_two_factor: true }));

export const RoleInfo = z.object({
  id: z.number(),
  ...roleFields.answer,
  permissions: z.array(z.string()),
  permission_list: z.array(z.string()),
  requires_two_factor: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoleInfo = z.infer<typeof RoleInfo>;

/** A node of the permission tree the role editor shows: groups with leaf permission strings. */
export const PermissionNode = named(
  z.object({
    key: z.string(),
    title: z.string(),
    get children(): z.ZodOptional<z.ZodArray<typeof PermissionNode>> {
      return z.array(PermissionNode).optional();
    },
  }),
  'PermissionNode',
);
