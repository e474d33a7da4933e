import { z } from 'zod';
import { confirmPassword, emailField, passwordField, requiredString } from '../shared/validation.js';

export const RESET_TYPES = ['admins', 'customer'] as const;

export const ResetEmailInput = z.object({
  email: emailField(),
  type: z.enum(RESET_TYPES).default('customer'),
  language: z.string().max(10).optional(),
});

export const ResetPasswordInput = z
  .object({
    email: emailField(),
    type: z.enum(RESET_TYPES).default('customer'),
    password: passwordField(),
    password_confirmation: z.string().optional(),
    token: requiredString(200),
  })
  .superRefine(confirmPassword);

export const ResetSent = z.object({ status: z.literal('passwords.sent') });
export const ResetDone = z.object({ status: z.literal('passwords.reset') });
