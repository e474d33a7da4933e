import { z } from 'zod';
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
  enabled: booleanish().default(true),
  role_id: idNumber().default(1),
  group_id: idNumber().nullish(),
  parent_id: idNumber().nullish(),
  sales_code: optionalString(50).nullable(),
  commission_enabled: booleanish().default(false),
  phone: optionalString(30).nullable(),
  country_code: optionalString(10).nullable(),
};

export const AdminCreateInput = z
  .object({ ...adminFields, ...newPasswordFields() })
  .superRefine(confirmPassword)
  .superRefine(phoneNeedsCountryCode);
export type AdminCreateInput = z.infer<typeof AdminCreateInput>;

export const AdminUpdateInput = z
  .object({ ...adminFields, ...changePasswordFields() })
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
  name: z.string(),
  email: z.string(),
  enabled: z.boolean(),
  role_id: z.number(),
  role_name: z.string().nullable(),
  group_id: z.number().nullable(),
  parent_id: z.number().nullable(),
  sales_code: z.string().nullable(),
  commission_enabled: z.boolean(),
  phone: z.string().nullable(),
  country_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminInfo = z.infer<typeof AdminInfo>;
