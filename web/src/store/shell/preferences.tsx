import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStore } from './store-context';

/** The shopper's language (spec section 9: kept in a cookie; the address's `?language=` follows it). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { config, language, setLanguage } = useStore();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={t('common:language.label')} value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
        {config.supported_languages.map((code) => (
          <option key={code} value={code}>
            {t(`common:languages.${code}`, { defaultValue: code })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The display currency (spec section 9: mark plus amount times rate; kept in a cookie). */
export function CurrencySelect() {
  const { t } = useTranslation();
  const { config, currency, setCurrency } = useStore();
  if (config.supported_currencies.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('store:header.currency')}
        value={currency?.identifier ?? ''}
        onChange={(e) => setCurrency(e.currentTarget.value)}
      >
        {config.supported_currencies.map((c) => (
          <option key={c.identifier} value={c.identifier}>
            {c.mark} {c.identifier}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
