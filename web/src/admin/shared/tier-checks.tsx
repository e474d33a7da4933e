import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';
import { tierOptionsQuery } from './membership-queries';

/**
 * Several membership tiers (a broadcast audience's `tier_ids`): a checkbox per enabled tier, labelled
 * by its title or `Level {id}`. A chosen tier that is no longer enabled stays listed, so it can be
 * unticked.
 */
export function TierChecks({ field, value, onChange, disabled, language }: WidgetProps) {
  const { t } = useTranslation();
  const options = useQuery(tierOptionsQuery(language));
  const selected = Array.isArray(value) ? value.map(Number) : [];
  const tiers = [
    ...(options.data ?? []),
    ...selected.filter((id) => !options.data?.some((o) => o.id === id)).map((id) => ({ id, title: '' })),
  ];
  if (options.isPending) return <Text fontSize="sm">{t('common:states.loading')}</Text>;
  if (!tiers.length)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('common:form.noOptions')}
      </Text>
    );
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  return (
    <Stack gap="1" role="group" aria-labelledby={field.labelId} borderWidth="1px" borderRadius="md" p="2" width="full">
      {tiers.map((o) => (
        <Checkbox.Root
          key={o.id}
          size="sm"
          disabled={disabled}
          checked={selected.includes(o.id)}
          onCheckedChange={(e) => toggle(o.id, e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{o.title || t('admin:membership.level', { level: o.id })}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
