import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { setUiLanguage } from '../../lib/i18n';
import { UI_LANGUAGES, isUiLanguage } from '../../lib/languages';
import { adminLanguage } from '../../lib/preferences';

/** Back-office interface language (en-US by default), remembered in a cookie. */
export function AdminLanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width={{ base: '28', md: '36' }}>
      <NativeSelect.Field
        aria-label={t('common:language.interface')}
        value={i18n.language}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (!isUiLanguage(next)) return;
          adminLanguage.set(next);
          setUiLanguage(next);
        }}
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`common:interfaceLanguages.${code}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
