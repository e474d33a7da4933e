import type { TFunction } from 'i18next';

/** Password broker statuses (`passwords.sent`, `passwords.reset` …) as interface text. */
export function statusText(t: TFunction, status: string | undefined): string {
  const known: Record<string, string> = {
    'passwords.sent': t('common:passwordStatus.sent'),
    'passwords.reset': t('common:passwordStatus.reset'),
    'passwords.throttled': t('common:passwordStatus.throttled'),
    'passwords.token': t('common:passwordStatus.token'),
    'passwords.user': t('common:passwordStatus.user'),
  };
  return (status && known[status]) || status || t('common:errors.unknown');
}
