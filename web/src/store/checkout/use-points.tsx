import { Input, Stack, Text } from '@chakra-ui/react';
import type { ConfirmedOrder } from '@shop/core/order/order.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { SectionCard } from '../../components/ui/section-card';
import { membershipQuery } from '../shared/membership-queries';
import { useStore } from '../shell/store-context';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

/** The points the shopper chose and their value in cents: read by the checkout's request body. */
const chosen = { points: 0, cents: 0 };

const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * What the order request carries for the points (issue 29): `points`, and the confirmed total less
 * their value, so the server writes exactly the order the shopper saw (decision 0069: the same
 * rounding, down to the cent, as the server's).
 */
export function pointsBody(expected: ConfirmedOrder | undefined): { points?: number; expected?: ConfirmedOrder } {
  if (!chosen.points) return { expected };
  return {
    points: chosen.points,
    expected: expected && { ...expected, grand_total: ((cents(expected.grand_total) - chosen.cents) / 100).toFixed(2) },
  };
}

/** Checkout's "use points" control: members with a balance choose how many points to spend (up to the tier's limit). */
export function UsePoints({ subtotal }: { subtotal: string }) {
  const { t } = useTranslation();
  const { language } = useStore();
  const membership = useQuery(membershipQuery(language));
  const [points, setPoints] = useState(0);
  const m = membership.data;
  const rate = m?.use_rate_point && m.use_rate_dollar ? { point: m.use_rate_point, cents: cents(m.use_rate_dollar) } : null;
  const cap =
    rate && m ? Math.floor((Math.floor((cents(subtotal) * (m.limit_percent_per_order ?? 100)) / 100) * rate.point) / rate.cents) : 0;
  const max = Math.max(0, Math.min(m?.balance ?? 0, cap));
  const used = Math.min(points, max);
  const value = rate ? Math.floor((used * rate.cents) / rate.point) : 0;
  useEffect(() => {
    chosen.points = used;
    chosen.cents = value;
  }, [used, value]);
  useEffect(
    () => () => {
      chosen.points = 0;
      chosen.cents = 0;
    },
    [],
  );
  if (!m?.tier || !rate || !m.balance) return null;
  return (
    <SectionCard title={t('store:membership.usePoints')}>
      <Stack gap="2">
        <Text fontSize="sm">
          {t('store:membership.usePointsHelp', { balance: m.balance, points: rate.point, amount: (rate.cents / 100).toFixed(2) })}
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
        {used > 0 && <Text data-testid="points-discount">−{(value / 100).toFixed(2)}</Text>}
      </Stack>
    </SectionCard>
  );
}
