import { Box, Button, HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from './money';
import { Link, useLocation } from 'react-router-dom';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { SideDrawer } from '../../components/ui/side-drawer';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { notify } from '../../lib/toast';
import { cartKeys, removeCartLine, setCartQuantity, type CartAnswer, type CartLine } from '../shared/cart-data';
import { useCart } from '../shared/use-cart';
import { withChakra } from '../../components/ui/chakra-scope';

/**
 * A line's quantity: −/+ and a field committed on Enter or leaving it. 0 asks to remove the line
 * (spec section 5); a refused change puts the quantity back and says why.
 */
function Quantity({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const { language, shopper } = useCart();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const save = (answer: CartAnswer) => queryClient.setQueryData(cartKeys.of(language, shopper), answer);
  const update = useMutation({
    mutationFn: (quantity: number) => setCartQuantity(language, line.id, quantity),
    onSuccess: (answer) => {
      save(answer);
      notify.success(t('store:cart.update_success'));
    },
    onError: (error) => {
      setText(String(line.quantity));
      notify.warning(t('store:cart.updateFail'), errorMessages(t, error));
    },
  });
  const remove = useMutation({
    mutationFn: () => removeCartLine(language, line.id),
    onSuccess: save,
    onError: (error) => notify.warning(t('common:toasts.deleteFail'), errorMessages(t, error)),
  });

  const commit = async (next: number) => {
    if (!Number.isInteger(next) || next < 0) return setText(String(line.quantity));
    if (next === line.quantity) return setText(String(line.quantity));
    if (next === 0) {
      const ok = await confirm({ title: t('store:cart.delete_product_confirm'), description: line.name ?? line.sku, destructive: true });
      if (ok) remove.mutate();
      else setText(String(line.quantity));
      return;
    }
    update.mutate(next);
  };
  const busy = update.isPending || remove.isPending;
  const label = line.name ?? line.sku;
  return (
    <HStack gap="1">
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('store:cart.decrease', { name: label })}
        disabled={busy}
        onClick={() => void commit(line.quantity - 1)}
      >
        −
      </IconButton>
      <Input
        size="xs"
        width="12"
        textAlign="center"
        inputMode="numeric"
        aria-label={t('store:cart.quantity', { name: label })}
        value={text}
        disabled={busy}
        onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
        onBlur={() => void commit(Number(text || '0'))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit(Number(text || '0'));
        }}
      />
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('store:cart.increase', { name: label })}
        disabled={busy}
        onClick={() => void commit(line.quantity + 1)}
      >
        +
      </IconButton>
      <Button size="xs" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => void commit(0)}>
        {t('common:actions.delete')}
      </Button>
    </HStack>
  );
}

function Line({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const picture = fileUrl(line.image_path);
  const values = Object.values(line.attributes).join(' / ');
  const short = line.available_inventories !== null && line.quantity > line.available_inventories;
  return (
    <HStack as="li" align="start" gap="3" py="3" borderBottomWidth="1px" aria-label={line.name ?? line.sku}>
      <Box width="16" height="16" flexShrink={0} bg="bg.subtle" borderRadius="md" overflow="hidden">
        {picture && <Image src={picture} alt="" width="16" height="16" objectFit="cover" />}
      </Box>
      <Stack gap="1" flex="1" minWidth="0">
        <Link to={`/product/${line.url}`}>
          <Text fontWeight="medium" lineClamp={2}>
            {line.name ?? line.sku}
          </Text>
        </Link>
        {values && (
          <Text fontSize="sm" color="fg.muted">
            {values}
          </Text>
        )}
        <Text fontSize="sm">
          {money(line.unit_price)} × {line.quantity} = <strong>{money(line.line_total)}</strong>
        </Text>
        {!line.on_sale && (
          <Text fontSize="sm" color="fg.error">
            {t('store:cart.notOnSale')}
          </Text>
        )}
        {line.on_sale && short && (
          <Text fontSize="sm" color="fg.error">
            {t('store:cart.notEnough', { count: line.available_inventories ?? 0 })}
          </Text>
        )}
        <Quantity line={line} />
      </Stack>
    </HStack>
  );
}

/** The mini-cart: every line with its current price and stock, the subtotal, and the way to checkout. */
function MiniCart({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { query } = useCart();
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  // Following a link (a product, checkout) closes the cart.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  const cart = query.data;
  const footer =
    cart && cart.items.length > 0 ? (
      <>
        <HStack justify="space-between">
          <Text>{t('store:cart.subtotal')}</Text>
          <Text fontWeight="bold" data-testid="cart-subtotal">
            {money(cart.subtotal)}
          </Text>
        </HStack>
        {!cart.ready && (
          <Text fontSize="sm" color="fg.error">
            {t('store:cart.notReady')}
          </Text>
        )}
        {cart.ready ? (
          <Button asChild colorPalette="blue">
            <Link to="/checkout">{t('store:cart.checkout')}</Link>
          </Button>
        ) : (
          <Button colorPalette="blue" disabled>
            {t('store:cart.checkout')}
          </Button>
        )}
      </>
    ) : undefined;
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      placement="end"
      size="sm"
      title={t('store:cart.title')}
      closeLabel={t('common:actions.close')}
      footer={footer}
    >
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.isFetching && !cart ? (
        <PageSpinner />
      ) : !cart || cart.items.length === 0 ? (
        <EmptyMessage title={t('store:cart.empty')} />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('store:cart.lines')}>
          {cart.items.map((line) => (
            <Line key={line.id} line={line} />
          ))}
        </Stack>
      )}
    </SideDrawer>
  );
}

/** Loaded when first opened, with Chakra (decision 0045). */
export default withChakra(MiniCart);
