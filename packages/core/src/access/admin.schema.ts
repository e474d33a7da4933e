import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import {
  booleanish,
  confirmPassword,
  emailField,
  idNumber,
  optionalString,
  changePasswordFields,
  newPasswordFields,
  phoneNeedsCountryCode,
  requiredString,
} from '../shared/validation.js';

const adminFields = {
  name: requiredString(100),
  email: emailField(),
  enabled: booleanish(),
  role_id: idNumber(),
  group_id: idNumber().nullish(),
  parent_id: idNumber().nullish(),
  sales_code: optionalString(50).nullable(),
  commission_enabled: booleanish(),
  phone: optionalString(30).nullable(),
  country_code: optionalString(10).nullable(),
};

/**
 * An account's fields: its record's attributes (admin.entity.ts), its answer (AdminInfo) and what a
 * write stores all come from `adminFields`. A new field is one line there, plus its locale keys.
 */
export const adminFieldSet = fieldSet(z.object(adminFields));

/**
 * Create: the spec's defaults (enabled, no commission). `role_id` defaults to 1 (super admin) in core,
 * and only when the creator may grant it (docs/security.md).
 */
export const AdminCreateInput = z
  .object({
    ...adminFields,
    enabled: adminFields.enabled.default(true),
    role_id: adminFields.role_id.optional(),
    commission_enabled: adminFields.commission_enabled.default(false),
    ...newPasswordFields(),
  })
  .superRefine(confirmPassword)
  .superRefine(phoneNeedsCountryCode);
export type AdminCreateInput = z.infer<typeof AdminCreateInput>;

/** Update changes only what it sends: no defaults, every field optional. */
export const AdminUpdateInput = z
  .object({ ...adminFields, ...changePasswordFields() })
  .partial()
  .superRefine(confirmPassword)
  .superRefine(phoneNeedsCountryCode);
export type AdminUpdateInput = z.infer<typeof AdminUpdateInput>;

/** What an admin may change on their own profile. */
export const ProfileInput = z
  .object({
    name: requiredString(100),
    email: emailField(),
    phone: optionalString(30).nullable(),
    country_code: optionalString(10).nullable(),
    ...changePasswordFields(),
  })
  .superRefine(confirmPassword)
  .superRefine(phoneNeedsCountryCode);
export type ProfileInput = z.infer<typeof ProfileInput>;

export const TransferInput = z.object({ to_admin_id: idNumber() });

export const AdminInfo = z.object({
  id: z.number(),
  ...adminFieldSet.answer,
  role_name: z.string().nullable(),
  /** Whether the admin signs in with a second factor (decision 0064); never the secret. */
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminInfo = z.infer<typeof AdminInfo>;

/** The signed-in admin, with the role's effective permissions (the SPA's menu and guards read them). */
export const AdminProfile = AdminInfo.extend({
  role: z.object({ id: z.number(), name: z.string().nullable(), permission_list: z.array(z.string()) }),
});
export type AdminProfile = z.infer<typeof AdminProfile>;
