import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { notify } from '../../lib/toast';
import { clearFlag, useFlags } from './pos-queries';

/**
 * The store's flagged sales (decision 0070): offline sales recorded after the stock ran out (units
 * short, by variant) or priced otherwise than the till took. Staff count the shelf or settle the
 * price, then clear the flag.
 */
export function FlagsPanel({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const flags = useFlags(storeId, true);
  const clear = async (id: number) => {
    try {
      await clearFlag(storeId, id);
      await flags.refetch();
    } catch (error) {
      notify.error(t('admin:store.pos.flagFailed'), errorMessages(t, error));
    }
  };
  if (!flags.data) return null;
  if (flags.data.data.length === 0) return <Text color="fg.muted">{t('admin:store.pos.noFlags')}</Text>;
  return (
    <Stack gap="2" data-testid="pos-flags">
      {flags.data.data.map((f) => (
        <HStack key={f.id} justify="space-between" wrap="wrap">
          <Text>
            <Link to={`/admin/order/${String(f.order_id)}`}>{f.order_number}</Link> ·{' '}
            {f.shortfall.map((s) => t('admin:store.pos.short', { stock: s.stock_id, count: s.quantity })).join(', ')}
            {f.till_total ? ` · ${t('admin:store.pos.tillTotal', { amount: f.till_total })}` : ''}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void clear(f.id)}>
            {t('admin:store.pos.clearFlag')}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
