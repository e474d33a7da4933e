import { ResetEmailInput, ResetPasswordInput } from '@shop/core/access/password-reset.schema';
import { LoginInput } from '@shop/core/customer/customer.schema';
import type { z } from 'zod';

/**
 * Auth form schemas come from core, the same ones the API validates with. The reset form carries
 * `token` and `type` as values the user never edits.
 */
export const loginSchema = LoginInput;
export type LoginValues = z.input<typeof LoginInput>;

export const resetEmailSchema = ResetEmailInput;
export type ResetEmailValues = z.input<typeof ResetEmailInput>;

export const resetPasswordSchema = ResetPasswordInput;
export type ResetPasswordValues = z.input<typeof ResetPasswordInput>;

export type ResetAudience = 'admins' | 'customer';
