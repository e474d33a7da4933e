import { NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';

/** The browser's IANA zones (its own data: no list shipped); the few a browser may lack are added by the saved value. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !known.includes(current) ? [current, ...known] : known;
}

/**
 * A customer's time zone (decision 0065): one of the IANA zones, or none, which means the shop's.
 * Marketing messages wait out quiet hours in it.
 */
export function TimeZoneSelect({ field, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const current = typeof value === 'string' ? value : '';
  const options = useMemo(() => zones(current), [current]);
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        id={field.id}
        aria-labelledby={field.labelId}
        name={field.name}
        value={current}
        onChange={(e) => onChange(e.currentTarget.value || null)}
      >
        <option value="">{t('admin:customer.timeZoneShop')}</option>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
