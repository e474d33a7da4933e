import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';
import { tierOptionsQuery } from './membership-queries';

/**
 * A customer's membership tier (spec §3): one of the enabled tiers, each labelled by its title or
 * `Level {id}`; the tier's renewal date shows below, read-only (never sent).
 */
export function TierSelect({ field, value, onChange, disabled, item, language }: WidgetProps) {
  const { t } = useTranslation();
  const options = useQuery(tierOptionsQuery(language));
  const current = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const expiry = typeof item?.membership_tier_expiry_date === 'string' ? item.membership_tier_expiry_date : null;
  return (
    <Stack gap="1">
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          id={field.id}
          aria-labelledby={field.labelId}
          name={field.name}
          value={current}
          onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        >
          <option value="">{t('admin:membership.noTier')}</option>
          {(options.data ?? []).map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.title || t('admin:membership.level', { level: o.id })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="sm" color="fg.muted" data-testid="tier-expiry">
        {t('admin:membership.fields.membership_tier_expiry_date')}: {expiry ?? '—'}
      </Text>
    </Stack>
  );
}
