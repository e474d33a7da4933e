/** A profile body without the password pair when no new password was typed (keeps the current one). */
export function withoutEmptyPassword<T extends { password?: string | null }>(values: T): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  if (!values.password) {
    delete body.password;
    delete body.password_confirmation;
  }
  return body;
}
