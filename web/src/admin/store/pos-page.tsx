import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { AlertMessages } from '../../components/ui/alert-messages';
import { loadToaster } from '../../components/ui/app-toaster';
import { errorMessages } from '../../components/ui/messages';
import { SectionCard } from '../../components/ui/section-card';
import { useDocumentTitle } from '../../components/ui/document-title';
import { FlagsPanel } from './pos-flags';
import { useOnline, useWaitingSales } from './pos-offline';
import { CustomerAndRewards, ProductSearch, SaleLines } from './pos-parts';
import { PaymentPanel } from './pos-payment';
import { useStore } from './pos-queries';
import { ReceiptView, type Receipt } from './pos-receipt';
import { ReturnPanel } from './pos-return';
import { usePosSale } from './use-pos-sale';

/** The legacy address of a till (`/admin/store/pos/{id}`) leads to the new one. */
export function PosRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/admin/store/pos/new/${id}`} replace />;
}

/**
 * /admin/store/pos/new/{id} (issue 29 §3; decision 0070): a store's till for a tablet or a PC with
 * a barcode scanner — scan or search, quantities, the customer with tier and points, a coupon and
 * points priced by the server's rules, card and/or cash with change, an 80 mm receipt, returns.
 * Without a network it keeps selling for cash: sales wait on the till ("n sales waiting") and are
 * sent when the network returns.
 */
export function PosPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const store = useStore(id);
  const online = useOnline();
  const waiting = useWaitingSales(id);
  const sale = usePosSale(id, online);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [returns, setReturns] = useState(false);
  const [flagged, setFlagged] = useState(false);
  // The till tells staff things while offline too: its toaster (loaded with the first toast) comes now.
  useEffect(() => void loadToaster(), []);
  const name = store.data?.name ?? '';
  useDocumentTitle([t('admin:store.pos.title', { name })]);
  const currency = sale.quote?.base_currency ?? '';

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" data-no-print>
        <Heading as="h1" size="lg">
          {t('admin:store.pos.title', { name })}
        </Heading>
        <HStack>
          <Badge colorPalette={online ? 'green' : 'orange'} size="lg" data-testid="pos-network">
            {online ? t('admin:store.pos.online') : t('admin:store.pos.offline')}
          </Badge>
          <Badge colorPalette={waiting.count ? 'orange' : 'gray'} size="lg" data-testid="pos-waiting" aria-live="polite">
            {t('admin:store.pos.waiting', { count: waiting.count })}
          </Badge>
          {waiting.count > 0 && online && (
            <Button size="sm" variant="outline" onClick={() => void waiting.send()}>
              {t('admin:store.pos.sendNow')}
            </Button>
          )}
          <Button size="sm" variant={returns ? 'solid' : 'outline'} onClick={() => setReturns(!returns)}>
            {t('admin:store.pos.returns')}
          </Button>
          <Button size="sm" variant={flagged ? 'solid' : 'outline'} onClick={() => setFlagged(!flagged)}>
            {t('admin:store.pos.flags')}
          </Button>
        </HStack>
      </HStack>
      {waiting.refused.length > 0 && (
        <AlertMessages status="warning" messages={[t('admin:store.pos.refusedWaiting', { count: waiting.refused.length })]} />
      )}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start" data-no-print>
        <Stack gap="4" gridColumn={{ lg: 'span 2' }} minW="0">
          <SectionCard title={t('admin:store.pos.items')}>
            <Stack gap="3">
              <ProductSearch storeId={id} sale={sale} online={online} />
              <SaleLines sale={sale} />
            </Stack>
          </SectionCard>
          <SectionCard title={t('admin:store.pos.customer')}>
            <CustomerAndRewards sale={sale} online={online} />
          </SectionCard>
          {flagged && (
            <SectionCard title={t('admin:store.pos.flags')}>
              <FlagsPanel storeId={id} />
            </SectionCard>
          )}
          {returns && (
            <SectionCard title={t('admin:store.pos.returns')}>
              <ReturnPanel />
            </SectionCard>
          )}
        </Stack>
        <SectionCard title={t('admin:store.pos.payment')}>
          <Stack gap="3">
            {sale.quoteError !== null && <AlertMessages messages={errorMessages(t, sale.quoteError)} />}
            <PaymentPanel
              storeId={id}
              store={{ name, address: store.data?.address ?? null }}
              currency={currency}
              sale={sale}
              online={online}
              keep={waiting.keep}
              onDone={setReceipt}
            />
          </Stack>
        </SectionCard>
      </SimpleGrid>
      {receipt && (
        <Box>
          <Text fontWeight="semibold" mb="2" data-no-print>
            {t('admin:store.pos.receipt')}
          </Text>
          <ReceiptView receipt={receipt} />
        </Box>
      )}
    </Stack>
  );
}
