import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
/** The server's messages in the shopper's language: loaded with the first one to show, not with the product page. */
const messages = () => import('../../components/ui/messages');
import { notify } from '../../lib/toast';
import { addToCart, cartKeys } from './cart-data';
import { highlightCart, useCart } from './use-cart';

/**
 * Quantity and "add to cart" on a product page (spec section 5): a variant must be chosen, at
 * least 1, no more than the stock counting what is in the cart; the server decides and says why.
 */
export function AddToCart({ stockId, inStock }: { stockId: number | undefined; inStock: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { allowed, language, shopper } = useCart();
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string[]>([]);
  const add = useMutation({
    mutationFn: (units: number) => addToCart(language, stockId!, units),
    onSuccess: (answer) => {
      setProblem([]);
      queryClient.setQueryData(cartKeys.of(language, shopper), answer);
      highlightCart();
      notify.success(t('store:cart.added'));
    },
    onError: (error) => void messages().then((m) => setProblem(m.errorMessages(t, error))),
  });
  if (!allowed) return null;
  const submit = () => {
    const units = Number(quantity);
    const refused = !stockId
      ? 'update_cart_fail_by_not_selected'
      : !Number.isInteger(units) || units < 1
        ? 'update_cart_fail_by_less_than_one'
        : undefined;
    if (refused) return void messages().then((m) => setProblem([m.translateMessage(t, refused)]));
    add.mutate(units);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <HStack gap="2" align="end">
        <Input
          width="20"
          inputMode="numeric"
          aria-label={t('store:cart.quantityToAdd')}
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button type="submit" colorPalette="blue" loading={add.isPending} disabled={Boolean(stockId) && !inStock}>
          {t('store:cart.add')}
        </Button>
      </HStack>
      {problem.length > 0 && (
        <Text role="alert" color="fg.error" mt="2" data-testid="add-to-cart-error">
          {problem.join(' ')}
        </Text>
      )}
    </form>
  );
}
