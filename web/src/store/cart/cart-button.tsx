import { Badge, Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart, useCartHighlight } from './use-cart';

// The drawer (and its dialog machinery) loads the first time the shopper opens the cart.
const MiniCart = lazy(() => import('./mini-cart'));

/** The header's cart button: the number of units, highlighted for a moment after an add; opens the mini-cart. */
export function CartButton() {
  const { t } = useTranslation();
  const { allowed, count } = useCart();
  const highlighted = useCartHighlight();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button
        size="sm"
        variant={highlighted ? 'solid' : 'outline'}
        colorPalette={highlighted ? 'green' : undefined}
        data-highlighted={highlighted || undefined}
        aria-label={t('store:cart.open', { count })}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('store:cart.title')}
        <Badge colorPalette={highlighted ? 'green' : 'blue'} variant="solid" aria-hidden>
          {count}
        </Badge>
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <MiniCart open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
