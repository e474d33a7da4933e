import { Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { SectionCard } from '../../components/ui/section-card';
import { membershipQuery } from '../shared/membership-queries';
import { useStore } from '../shell/store-context';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * The points a signed-in member chooses to spend at checkout (issue 29) and what they take off, in
 * cents: the page takes them off the total the summary shows and the order request confirms, and
 * sends `points` (decision 0069: the same rounding, down to the cent, as the server's).
 */
export function usePointsChoice(subtotal: string, shopper: boolean) {
  const { language } = useStore();
  const membership = useQuery({ ...membershipQuery(language), enabled: shopper });
  const [points, setPoints] = useState(0);
  const m = shopper ? membership.data : undefined;
  const rate = m?.use_rate_point && m.use_rate_dollar ? { point: m.use_rate_point, cents: cents(m.use_rate_dollar) } : null;
  const cap =
    rate && m ? Math.floor((Math.floor((cents(subtotal) * (m.limit_percent_per_order ?? 100)) / 100) * rate.point) / rate.cents) : 0;
  const max = Math.max(0, Math.min(m?.balance ?? 0, cap));
  const used = Math.min(points, max);
  const value = rate ? Math.floor((used * rate.cents) / rate.point) : 0;
  /** Shown only to a member with a tier, a use rate and a balance. */
  const offer = m?.tier && rate && m.balance ? { balance: m.balance, rate } : null;
  return { offer, points, setPoints, max, used: offer ? used : 0, cents: offer ? value : 0 };
}

export type PointsChoice = ReturnType<typeof usePointsChoice>;

/** Checkout's "use points" control: members with a balance choose how many points to spend (up to the tier's limit). */
export function UsePoints({ choice }: { choice: PointsChoice }) {
  const { t } = useTranslation();
  const { offer, points, setPoints, max, used } = choice;
  if (!offer) return null;
  return (
    <SectionCard title={t('store:membership.usePoints')}>
      <Stack gap="2">
        <Text fontSize="sm">
          {t('store:membership.usePointsHelp', {
            balance: offer.balance,
            points: offer.rate.point,
            amount: (offer.rate.cents / 100).toFixed(2),
          })}
        </Text>
        <FormField id="use-points" label={t('store:membership.usePoints')}>
          <Input
            type="number"
            min={0}
            max={max}
            step={1}
            value={points ? String(points) : ''}
            onChange={(e) => setPoints(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))}
          />
        </FormField>
        {used > 0 && <Text data-testid="points-discount">−{(choice.cents / 100).toFixed(2)}</Text>}
      </Stack>
    </SectionCard>
  );
}
