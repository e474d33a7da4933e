import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from './icons';
import { useStore } from './store-context';

/** A small select drawn as Chakra's native select (`header.css`, decision 0044): the header shows two. */
function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="shop-select">
      <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </select>
      <div className="shop-select__indicator">
        <ChevronIcon />
      </div>
    </div>
  );
}

/** The shopper's language (spec section 9: kept in a cookie; the address's `?language=` follows it). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { config, language, setLanguage } = useStore();
  return (
    <Select label={t('common:language.label')} value={language} onChange={setLanguage}>
      {config.supported_languages.map((code) => (
        <option key={code} value={code}>
          {t(`common:languages.${code}`, { defaultValue: code })}
        </option>
      ))}
    </Select>
  );
}

/** The display currency (spec section 9: mark plus amount times rate; kept in a cookie). */
export function CurrencySelect() {
  const { t } = useTranslation();
  const { config, currency, setCurrency } = useStore();
  if (config.supported_currencies.length === 0) return null;
  return (
    <Select label={t('store:header.currency')} value={currency?.identifier ?? ''} onChange={setCurrency}>
      {config.supported_currencies.map((c) => (
        <option key={c.identifier} value={c.identifier}>
          {c.mark} {c.identifier}
        </option>
      ))}
    </Select>
  );
}
