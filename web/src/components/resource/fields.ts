import type { FieldDefinition, FormValues } from './types';

/**
 * A new password and its confirmation: required when creating, optional when editing (left empty,
 * they are not sent and the current password stays) — the spec's rule for accounts and customers.
 */
export const passwordFields = <V extends FormValues>(): FieldDefinition<V>[] =>
  [
    {
      name: 'password',
      label: 'common:fields.password',
      widget: { type: 'password' },
      required: ({ mode }) => mode === 'create',
      help: 'common:fields.passwordHint',
      omitIfEmpty: true,
      autoComplete: 'new-password',
    },
    {
      name: 'password_confirmation',
      label: 'common:fields.passwordConfirmation',
      widget: { type: 'password' },
      required: ({ mode }) => mode === 'create',
      omitIfEmpty: true,
      autoComplete: 'new-password',
    },
  ] as FieldDefinition<V>[];
