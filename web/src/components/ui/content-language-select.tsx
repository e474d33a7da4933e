import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CONTENT_LANGUAGE } from '../../lib/languages';
import { useSiteConfig } from '../../lib/site-config';

interface ContentLanguageSelectProps {
  value: string;
  onChange: (language: string) => void;
  id?: string;
}

/** Which language's text a translated resource shows: the main language (`default`) or another supported one. */
export function ContentLanguageSelect({ value, onChange, id = 'content-language' }: ContentLanguageSelectProps) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const main = config.data?.main_language;
  const others = (config.data?.supported_languages ?? []).filter((code) => code !== main);
  return (
    <Field.Root width="auto" id={id}>
      <Field.Label>{t('common:language.content')}</Field.Label>
      <NativeSelect.Root size="sm" width="64">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value={DEFAULT_CONTENT_LANGUAGE}>
            {t('common:language.main', { language: main ? t(`common:languages.${main}`, { defaultValue: main }) : '' })}
          </option>
          {others.map((code) => (
            <option key={code} value={code}>
              {t(`common:languages.${code}`, { defaultValue: code })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
