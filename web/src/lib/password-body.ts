/** A profile body without the password pair when no new password was typed (keeps the current one). */
export function withoutEmptyPassword<T extends { password?: string | null; password_confirmation?: string | null }>(values: T): T {
  if (values.password) return values;
  const { password: _password, password_confirmation: _confirmation, ...rest } = values;
  return rest as T;
}
