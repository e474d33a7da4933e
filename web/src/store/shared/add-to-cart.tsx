import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
/** The server's messages in the shopper's language: loaded with the first one to show, not with the product page. */
const messages = () => import('../../components/ui/messages');
import { notify } from '../../lib/toast';
import { addToCart, cartKeys } from './cart-data';
import { highlightCart, useCart } from './use-cart';
import { BusyLabel } from '../../components/ui/busy-label';

/**
 * Quantity and "add to cart" on a product page (spec section 5): a variant must be chosen, at
 * least 1, no more than the stock counting what is in the cart; the server decides and says why.
 * Plain elements: header.css's input and button (solid, blue) at Chakra's default size (md), and
 * product.css (decision 0044).
 */
export function AddToCart({ stockId, inStock }: { stockId: number | undefined; inStock: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { allowed, language, shopper } = useCart();
  const [quantity, setQuantity] = useState('1');
  // What went wrong, for the variant it was about: choosing another (or choosing at last) clears it.
  const [refusal, setRefusal] = useState<{ stockId: number | undefined; messages: string[] }>({ stockId: undefined, messages: [] });
  const problem = refusal.stockId === stockId ? refusal.messages : [];
  const setProblem = (messages: string[]) => setRefusal({ stockId, messages });
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
  const label = t('store:cart.add');
  return (
    <form
      className="shop-add-to-cart"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="shop-add-to-cart__row">
        <input
          className="shop-input shop-input--md shop-add-to-cart__quantity"
          inputMode="numeric"
          aria-label={t('store:cart.quantityToAdd')}
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <button
          type="submit"
          className="shop-button shop-button--solid shop-palette-blue shop-button--md"
          disabled={add.isPending || (Boolean(stockId) && !inStock)}
          data-loading={add.isPending ? '' : undefined}
        >
          <BusyLabel busy={add.isPending}>{label}</BusyLabel>
        </button>
      </div>
      {problem.length > 0 && (
        <p role="alert" className="shop-add-to-cart__error" data-testid="add-to-cart-error">
          {problem.join(' ')}
        </p>
      )}
    </form>
  );
}
