import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart, useCartHighlight } from '../shared/use-cart';

// The drawer (and its dialog machinery) loads the first time the shopper opens the cart.
const MiniCart = lazy(() => import('./mini-cart'));

/**
 * The header's cart button: the number of units, highlighted (solid green) for a moment after an add;
 * opens the mini-cart. A plain button drawn as Chakra's (`header.css`, decision 0044).
 */
export function CartButton() {
  const { t } = useTranslation();
  const { allowed, count } = useCart();
  const highlighted = useCartHighlight();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <button
        type="button"
        className={highlighted ? 'shop-button shop-button--solid shop-palette-green' : 'shop-button shop-button--outline'}
        data-highlighted={highlighted || undefined}
        aria-label={t('store:cart.open', { count })}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('store:cart.title')}
        <span className={highlighted ? 'shop-badge shop-count shop-palette-green' : 'shop-badge shop-count shop-palette-blue'} aria-hidden>
          {count}
        </span>
      </button>
      {asked && (
        <Suspense fallback={null}>
          <MiniCart open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
