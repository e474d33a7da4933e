import { COUNTRIES } from '@shop/core/shared/countries';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNamer } from '../../components/ui/country-select';
import { useStore } from '../shell/store-context';

/** The countries the shop delivers to, named in the interface language. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const { config } = useStore();
  return useMemo(() => {
    const nameOf = countryNamer(i18n.language);
    return (config.supported_countries ?? []).map((code) => {
      const country = COUNTRIES.find((c) => c.alpha3 === code);
      return { value: code, label: country ? nameOf(country) : code };
    });
  }, [config.supported_countries, i18n.language]);
}
