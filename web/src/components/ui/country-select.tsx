import { NativeSelect } from '@chakra-ui/react';
import { CONTINENTS, COUNTRIES, type Country } from '@shop/core/shared/countries';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Country names in the interface language, from the browser's own CLDR data (no name lists shipped). */
export function countryNamer(language: string): (country: Country) => string {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return (c) => names.of(c.alpha2) ?? c.name;
  } catch {
    return (c) => c.name;
  }
}

interface CountrySelectProps {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  invalid?: boolean;
}

/**
 * ISO 3166-1 alpha-3 country codes (the spec's list, grouped by region), each named in the
 * interface language with its calling code: "Hong Kong (+852)". Empty means none.
 */
// Pure: a bundle that reaches this module without drawing the select leaves it (and the country list) out.
export const CountrySelect = /* @__PURE__ */ forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { value, onChange, onBlur, name },
  ref,
) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const groups = useMemo(() => {
    const nameOf = countryNamer(language);
    return CONTINENTS.map((continent) => ({
      continent,
      countries: COUNTRIES.filter((c) => c.continent === continent)
        .map((c) => ({ code: c.alpha3, label: `${nameOf(c)}${c.callingCodes[0] ? ` (+${c.callingCodes[0]})` : ''}` }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    })).filter((g) => g.countries.length > 0);
  }, [language]);
  const current = value ? value.toUpperCase() : '';
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} name={name} value={current} onBlur={onBlur} onChange={(e) => onChange(e.currentTarget.value || null)}>
        <option value="">{t('common:form.choose')}</option>
        {groups.map((g) => (
          <optgroup key={g.continent} label={t(`common:continents.${g.continent}`)}>
            {g.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
