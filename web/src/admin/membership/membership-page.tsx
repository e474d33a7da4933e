import { Button, Heading, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { errorMessages } from '../../components/ui/messages';
import { SectionCard } from '../../components/ui/section-card';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { ContentLanguageSelect } from '../../components/ui/content-language-select';
import { adminKeys } from '../../lib/query-keys';
import { useAdminCan } from '../shell/use-admin-profile';
import { notify } from '../../lib/toast';
import { saveProgram, tiersQuery, type TierList } from './membership-queries';
import { NEW_TIER, TierCard } from './tier-card';

const EXPIRY = ['never', 'specific_date', 'membership_expiry'] as const;

/** How points expire (spec §3 "Point expiry options") and how many days before customers are told. */
function ProgramCard({ program, canEdit }: { program: TierList['program']; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(program);
  useEffect(() => setValue(program), [program]);
  const save = useMutation({
    mutationFn: () => saveProgram({ ...value, point_expiry_date: value.point_expiry_date || null } as never),
    onSuccess: async () => {
      notify.success(t('common:toasts.updateSuccess'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource('membership_tier').all });
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  return (
    <SectionCard title={t('admin:membership.program')}>
      <Stack gap="3">
        <FormField id="point-expiry" label={t('admin:membership.fields.point_expiry')}>
          <NativeSelect.Root disabled={!canEdit}>
            <NativeSelect.Field
              value={value.point_expiry}
              onChange={(e) => setValue({ ...value, point_expiry: e.currentTarget.value as (typeof EXPIRY)[number] })}
            >
              {EXPIRY.map((o) => (
                <option key={o} value={o}>
                  {t(`admin:membership.expiry.${o}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {value.point_expiry === 'specific_date' && (
          <FormField id="point-expiry-date" label={t('admin:membership.fields.point_expiry_date')} required>
            <Input
              type="date"
              value={value.point_expiry_date ?? ''}
              onChange={(e) => setValue({ ...value, point_expiry_date: e.currentTarget.value })}
            />
          </FormField>
        )}
        <FormField id="expiry-notice-days" label={t('admin:membership.fields.expiry_notice_days')}>
          <Input
            type="number"
            min={0}
            value={String(value.expiry_notice_days)}
            onChange={(e) => setValue({ ...value, expiry_notice_days: Number(e.currentTarget.value) })}
          />
        </FormField>
        {canEdit && (
          <Button alignSelf="start" onClick={() => save.mutate()} loading={save.isPending}>
            {t('common:actions.save')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}

/** `/admin/membership` (spec §2 single page): every tier on one page, and the points programme. */
export function MembershipPage() {
  const { t } = useTranslation();
  const can = useAdminCan();
  const [language, setLanguage] = useState('default');
  const [adding, setAdding] = useState(false);
  const tiers = useQuery(tiersQuery(language));
  if (tiers.isPending) return <PageSpinner />;
  if (tiers.isError) return <ErrorState onRetry={() => void tiers.refetch()} />;
  const canEdit = can('update membership_tier');
  const next = (tiers.data.data.at(-1)?.id ?? 0) + 1;
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          {t('admin:nav.membership')}
        </Heading>
        <ContentLanguageSelect value={language} onChange={setLanguage} />
      </HStack>
      <ProgramCard program={tiers.data.program} canEdit={canEdit} />
      {tiers.data.data.map((tier) => (
        <TierCard
          key={`${String(tier.id)}-${language}`}
          level={tier.id}
          tier={tier}
          others={tiers.data.data.filter((o) => o.id !== tier.id)}
          language={language}
          canEdit={canEdit}
        />
      ))}
      {adding && !tiers.data.data.some((x) => x.id === next) ? (
        <TierCard level={next} tier={NEW_TIER} others={tiers.data.data} language={language} canEdit={canEdit} />
      ) : (
        canEdit && (
          <Button alignSelf="start" variant="outline" onClick={() => setAdding(true)}>
            {t('admin:membership.addTier')}
          </Button>
        )
      )}
    </Stack>
  );
}
