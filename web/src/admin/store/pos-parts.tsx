import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../components/ui/messages';
import { notify } from '../../lib/toast';
import { fromCents, toCents } from './pos-money';
import { recall, remember } from './pos-catalogue';
import { isNetworkFailure } from './pos-offline';
import { findCustomers, findProducts, type PosCustomerFound, type PosProductFound } from './pos-queries';
import type { PosSaleState } from './use-pos-sale';

/**
 * The search box a barcode scanner types into: a scanner sends the code and Enter, which looks it up
 * at once — one variant found (by its exact barcode, or alone) is added and the box is emptied for
 * the next scan; several are listed to pick from. Staff type names or SKUs the same way.
 */
/**
 * Online, the server's answer, remembered by the till; offline (or when the request never reached the
 * server), what the till has looked up before (pos-catalogue.ts).
 */
async function lookUp(storeId: string, term: string, online: boolean) {
  if (online) {
    try {
      const answer = await findProducts(storeId, term);
      await remember(storeId, term, answer);
      return { answer, recalled: false };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  return { answer: await recall(storeId, term), recalled: true };
}

export function ProductSearch({ storeId, sale, online }: { storeId: string; sale: PosSaleState; online: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [found, setFound] = useState<PosProductFound[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (!term) return;
    setBusy(true);
    try {
      const { answer, recalled } = await lookUp(storeId, term, online);
      if (recalled && answer.data.length === 0) {
        notify.warning(t('admin:store.pos.offlineSearch'));
        setText('');
        return;
      }
      if (answer.data.length === 1) {
        sale.add(answer.data[0]!);
        setFound([]);
      } else {
        setFound(answer.data);
        if (answer.data.length === 0) notify.warning(t('admin:store.pos.notFound', { term }));
      }
      setText('');
    } catch (error) {
      notify.error(t('admin:store.pos.searchFailed'), errorMessages(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2">
      <form onSubmit={(e) => void submit(e)} role="search" aria-label={t('admin:store.pos.search')}>
        <HStack>
          <Input
            name="search"
            autoFocus
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('admin:store.pos.searchPlaceholder')}
            aria-label={t('admin:store.pos.search')}
            size="lg"
          />
          <Button type="submit" size="lg" loading={busy}>
            {t('admin:store.pos.find')}
          </Button>
        </HStack>
      </form>
      {found.length > 0 && (
        <Stack gap="1" role="list" aria-label={t('admin:store.pos.results')}>
          {found.map((p) => (
            <Button
              key={p.stock_id}
              role="listitem"
              variant="outline"
              justifyContent="space-between"
              onClick={() => {
                sale.add(p);
                setFound([]);
              }}
            >
              <span>
                {p.name} {Object.values(p.attributes).join(' / ')} · {p.sku}
              </span>
              <span>
                {p.unit_price} · {t('admin:store.pos.left', { count: p.available_inventories ?? 0 })}
              </span>
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The sale's lines: quantity steppers (0 removes a line) and each line's total. */
export function SaleLines({ sale }: { sale: PosSaleState }) {
  const { t } = useTranslation();
  if (sale.lines.length === 0) return <Text color="fg.muted">{t('admin:store.pos.empty')}</Text>;
  return (
    <Table.Root size="sm" aria-label={t('admin:store.pos.lines')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('admin:store.pos.item')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin:store.pos.unitPrice')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center">{t('admin:store.pos.quantity')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('admin:store.pos.lineTotal')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sale.lines.map((l) => (
          <Table.Row key={l.stock_id} data-testid="pos-line">
            <Table.Cell>
              {l.name}
              <Text fontSize="xs" color="fg.muted">
                {l.sku}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{l.unit_price}</Table.Cell>
            <Table.Cell>
              <HStack justify="center">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('admin:store.pos.less')}
                  onClick={() => sale.setQuantity(l.stock_id, l.quantity - 1)}
                >
                  −
                </Button>
                <Input
                  width="16"
                  textAlign="center"
                  inputMode="numeric"
                  aria-label={t('admin:store.pos.quantityOf', { name: l.name })}
                  value={String(l.quantity)}
                  onChange={(e) => sale.setQuantity(l.stock_id, Number(e.target.value.replace(/\D/g, '')) || 0)}
                />
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('admin:store.pos.more')}
                  onClick={() => sale.setQuantity(l.stock_id, l.quantity + 1)}
                >
                  +
                </Button>
              </HStack>
            </Table.Cell>
            <Table.Cell textAlign="end">{fromCents(toCents(l.unit_price) * l.quantity)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Customer by phone or e-mail, with tier and points; the coupon code and points to spend go to the server's rules. */
export function CustomerAndRewards({ sale, online }: { sale: PosSaleState; online: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [found, setFound] = useState<PosCustomerFound[] | null>(null);
  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setFound((await findCustomers(text.trim())).data);
    } catch (error) {
      notify.error(t('admin:store.pos.searchFailed'), errorMessages(t, error));
    }
  };
  const chosen = sale.customer;
  return (
    <Stack gap="3">
      {chosen ? (
        <HStack justify="space-between" data-testid="pos-customer">
          <Box>
            <Text fontWeight="semibold">
              {chosen.first_name} {chosen.last_name} · {chosen.phone ?? chosen.email}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('admin:store.pos.tier')}: {chosen.tier ?? '—'} · {t('admin:store.pos.points')}: {chosen.points_balance ?? '—'}
            </Text>
          </Box>
          <Button size="sm" variant="ghost" onClick={() => sale.setCustomer(null)}>
            {t('admin:store.pos.walkIn')}
          </Button>
        </HStack>
      ) : (
        <form onSubmit={(e) => void lookUp(e)} aria-label={t('admin:store.pos.customer')}>
          <HStack>
            <Input
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('admin:store.pos.customerPlaceholder')}
              aria-label={t('admin:store.pos.customer')}
              disabled={!online}
            />
            <Button type="submit" variant="outline" disabled={!online || text.trim().length < 3}>
              {t('admin:store.pos.find')}
            </Button>
          </HStack>
          {found?.map((c) => (
            <Button key={c.id} variant="ghost" size="sm" onClick={() => (sale.setCustomer(c), setFound(null), setText(''))}>
              {c.first_name} {c.last_name} · {c.phone ?? ''} {c.email}
            </Button>
          ))}
          {found?.length === 0 && <Text fontSize="sm">{t('admin:store.pos.noCustomer')}</Text>}
        </form>
      )}
      <HStack>
        <Input
          value={sale.coupon}
          onChange={(e) => sale.setCoupon(e.target.value)}
          placeholder={t('admin:store.pos.coupon')}
          aria-label={t('admin:store.pos.coupon')}
          disabled={!online}
        />
        <Input
          value={sale.points}
          inputMode="numeric"
          onChange={(e) => sale.setPoints(e.target.value.replace(/\D/g, ''))}
          placeholder={t('admin:store.pos.usePoints')}
          aria-label={t('admin:store.pos.usePoints')}
          disabled={!online || !chosen}
        />
      </HStack>
      {!online && (
        <Text fontSize="sm" color="orange.fg">
          {t('admin:store.pos.needsNetwork')}
        </Text>
      )}
    </Stack>
  );
}
