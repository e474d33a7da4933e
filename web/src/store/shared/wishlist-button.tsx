import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
/** The server's messages in the shopper's language: loaded with the first one to show, not with the product page. */
const messages = () => import('../../components/ui/messages');
import { notify } from '../../lib/toast';
import { useSessionToken } from '../../lib/use-session';
import { useStore } from '../shell/store-context';
import { removeFromWishlist, saveToWishlist, wishlistChanged, wishlistQuery } from './wishlist-data';
import wishlistTexts from '../../locales/en-US/store-wishlist.json';
import { addPageTexts } from '../../locales/page-texts';
import { BusyLabel } from '../../components/ui/busy-label';

// This module's English texts (not in the first script).
addPageTexts(wishlistTexts);

/**
 * "Save to wishlist" / "Saved" on a product page: saves or removes the product. A guest is sent to
 * /login and comes back to the product afterwards. Plain elements: header.css's button (outline;
 * product.css's subtle once saved) at Chakra's default size (md) (decision 0044).
 */
export function WishlistButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { language } = useStore();
  const shopper = Boolean(useSessionToken('customer'));
  const list = useQuery({ ...wishlistQuery(language), enabled: shopper });
  const saved = list.data?.items.some((i) => i.product_id === productId) ?? false;
  const toggle = useMutation({
    mutationFn: () => (saved ? removeFromWishlist(language, productId) : saveToWishlist(language, productId)),
    onSuccess: (answer) => {
      wishlistChanged(queryClient, language, answer);
      notify.success(t(saved ? 'store:wishlist.removed' : 'store:wishlist.added'));
    },
    onError: (error) => void messages().then((m) => notify.warning(t('store:wishlist.changeFail'), m.errorMessages(t, error))),
  });
  if (!shopper) {
    return (
      <Link
        className="shop-button shop-button--outline shop-button--md shop-product__wishlist"
        to="/login"
        state={{ from: location.pathname + location.search }}
      >
        {t('store:wishlist.save')}
      </Link>
    );
  }
  const label = saved ? t('store:wishlist.saved') : t('store:wishlist.save');
  return (
    <button
      type="button"
      className={`shop-button ${saved ? 'shop-button--subtle' : 'shop-button--outline'} shop-button--md shop-product__wishlist`}
      disabled={toggle.isPending || list.isPending}
      data-loading={toggle.isPending ? '' : undefined}
      onClick={() => toggle.mutate()}
      data-testid="wishlist-toggle"
    >
      <BusyLabel busy={toggle.isPending}>{label}</BusyLabel>
    </button>
  );
}
