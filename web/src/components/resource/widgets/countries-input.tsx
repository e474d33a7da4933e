import { Badge, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { CONTINENTS, COUNTRIES } from '@shop/core/shared/countries';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNamer } from '../../ui/country-select';
import type { WidgetProps } from '../types';

/**
 * The countries the shop sells to (ISO 3166-1 alpha-3): a filter box over the whole list, grouped by
 * region and named in the interface language; the chosen ones are listed first as badges.
 */
export function CountriesInput({ field, value, onChange, disabled }: WidgetProps<string[] | undefined>) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => value ?? [], [value]);
  const nameOf = useMemo(() => countryNamer(i18n.language), [i18n.language]);
  const groups = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return CONTINENTS.map((continent) => ({
      continent,
      countries: COUNTRIES.filter((c) => c.continent === continent)
        .map((c) => ({ code: c.alpha3, label: nameOf(c) }))
        .filter((c) => !needle || c.label.toLocaleLowerCase().includes(needle) || c.code.toLowerCase().includes(needle))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    })).filter((g) => g.countries.length > 0);
  }, [filter, nameOf, i18n.language]);
  const label = (code: string) => {
    const country = COUNTRIES.find((c) => c.alpha3 === code);
    return country ? nameOf(country) : code;
  };
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...chosen.filter((c) => c !== code), code] : chosen.filter((c) => c !== code));

  return (
    <Stack gap="2" width="full">
      <HStack wrap="wrap" gap="1" aria-live="polite">
        <Text fontSize="sm" color="fg.muted">
          {t('admin:configuration.countriesChosen', { count: chosen.length })}
        </Text>
        {chosen.map((code) => (
          <Badge key={code} variant="subtle">
            {label(code)} ({code})
          </Badge>
        ))}
      </HStack>
      <Input
        size="sm"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t('admin:configuration.countriesFilter')}
        aria-label={t('admin:configuration.countriesFilter')}
      />
      <Stack gap="3" maxH="280px" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" role="group" aria-labelledby={field.labelId}>
        {groups.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('common:list.emptySearch')}
          </Text>
        )}
        {groups.map((group) => (
          <Stack key={group.continent} gap="1">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
              {t(`common:continents.${group.continent}`)}
            </Text>
            {group.countries.map((c) => (
              <Checkbox.Root
                key={c.code}
                size="sm"
                disabled={disabled}
                checked={chosen.includes(c.code)}
                onCheckedChange={(e) => toggle(c.code, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {c.label} ({c.code})
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
