import { Button, Card, Checkbox, Heading, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../components/ui/form-errors';
import { FormField } from '../../components/ui/form-field';
import { InputField } from '../../components/ui/input-field';
import { errorMessages } from '../../components/ui/messages';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { saveTier, type Tier } from './membership-queries';

/** The numeric and amount fields of a tier, in the spec's order (§3). */
const NUMBERS = [
  'earn_rate_dollar',
  'earn_rate_point',
  'use_rate_dollar',
  'use_rate_point',
  'limit_percent_per_order',
  'accumulation_spending_amount',
  'spending_amount',
  'keep_spending_amount',
  'birthday_points',
  'renew_success_points',
] as const;

type TierForm = Record<(typeof NUMBERS)[number] | 'title' | 'downgrade_tier_id', string> & { enabled: boolean; awards_enabled: boolean };

export const NEW_TIER: Omit<Tier, 'id' | 'updated_at'> = {
  enabled: true,
  title: '',
  earn_rate_dollar: '1.00',
  earn_rate_point: 1,
  use_rate_dollar: '1.00',
  use_rate_point: 100,
  limit_percent_per_order: 100,
  accumulation_spending_amount: '0.00',
  spending_amount: '0.00',
  keep_spending_amount: '0.00',
  downgrade_tier_id: null,
  awards_enabled: true,
  birthday_points: 0,
  renew_success_points: 0,
};

const toForm = (tier: Omit<Tier, 'id' | 'updated_at'>): TierForm => ({
  ...(Object.fromEntries(NUMBERS.map((k) => [k, String(tier[k])])) as Record<(typeof NUMBERS)[number], string>),
  title: tier.title,
  downgrade_tier_id: tier.downgrade_tier_id ? String(tier.downgrade_tier_id) : '',
  enabled: tier.enabled,
  awards_enabled: tier.awards_enabled,
});

/** One tier of the membership page: every field of spec §3, saved with `PUT /api/admin/membership_tier/{n}`. */
export function TierCard({
  level,
  tier,
  others,
  language,
  canEdit,
}: {
  level: number;
  tier: Omit<Tier, 'id' | 'updated_at'>;
  others: Tier[];
  language: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TierForm>({ values: toForm(tier) });
  const awards = form.watch('awards_enabled');
  const save = useMutation({
    mutationFn: (values: TierForm) =>
      saveTier(level, {
        ...values,
        downgrade_tier_id: values.downgrade_tier_id ? Number(values.downgrade_tier_id) : null,
        language,
      } as never),
    onSuccess: async () => {
      notify.success(t('common:toasts.updateSuccess'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource('membership_tier').all });
    },
    onError: (error) => {
      const rest = applyServerErrors(t, error, form.setError, [...NUMBERS, 'title', 'downgrade_tier_id']);
      notify.warning(t('common:toasts.submitFail'), rest.length ? rest : errorMessages(t, error));
    },
  });
  const error = (name: keyof TierForm) => form.formState.errors[name];
  return (
    <Card.Root data-testid={`tier-${String(level)}`}>
      <Card.Body>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="3">
            <Heading size="sm">{t('admin:membership.level', { level })}</Heading>
            <Checkbox.Root
              checked={form.watch('enabled')}
              onCheckedChange={(e) => form.setValue('enabled', !!e.checked)}
              disabled={!canEdit}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('common:fields.enabled')}</Checkbox.Label>
            </Checkbox.Root>
            <InputField
              id={`tier-${String(level)}-title`}
              label={t('admin:membership.fields.title')}
              registration={form.register('title')}
              error={error('title')}
              required
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {NUMBERS.filter((k) => awards || (k !== 'birthday_points' && k !== 'renew_success_points')).map((k) => (
                <InputField
                  key={k}
                  id={`tier-${String(level)}-${k}`}
                  label={t(`admin:membership.fields.${k}`)}
                  registration={form.register(k)}
                  error={error(k)}
                  required
                />
              ))}
              <FormField id={`tier-${String(level)}-downgrade`} label={t('admin:membership.fields.downgrade_tier_id')}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('downgrade_tier_id')}>
                    <option value="">{t('admin:membership.noDowngrade')}</option>
                    {others.map((o) => (
                      <option key={o.id} value={String(o.id)}>
                        {o.title || t('admin:membership.level', { level: o.id })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            <Checkbox.Root checked={awards} onCheckedChange={(e) => form.setValue('awards_enabled', !!e.checked)} disabled={!canEdit}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('admin:membership.fields.awards_enabled')}</Checkbox.Label>
            </Checkbox.Root>
            {canEdit && (
              <Button type="submit" alignSelf="start" loading={save.isPending}>
                {t('common:actions.save')}
              </Button>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
