import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCustomer, useCustomerLogout } from '../shared/use-customer';
import { BusyLabel } from '../../components/ui/busy-label';

/**
 * Wishlist, account and log out for a signed-in shopper; log in and register for a guest. The links
 * are plain, drawn as Chakra's small buttons (`header.css`, decisions 0044 and 0045).
 */
/** A header link drawn as Chakra's small ghost button. */
function GhostLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="shop-button shop-button--ghost" to={to}>
      {children}
    </Link>
  );
}

export function AccountLinks() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const logout = useCustomerLogout();
  return customer.loggedIn ? (
    <>
      <GhostLink to="/wishlist">{t('store:header.wishlist')}</GhostLink>
      <GhostLink to="/account">{t('store:header.account')}</GhostLink>
      <button
        type="button"
        className="shop-button shop-button--outline"
        disabled={logout.isPending}
        data-loading={logout.isPending ? '' : undefined}
        onClick={() => logout.mutate()}
      >
        <BusyLabel busy={logout.isPending}>{t('common:auth.logout')}</BusyLabel>
      </button>
    </>
  ) : (
    <>
      <GhostLink to="/login">{t('common:auth.login')}</GhostLink>
      <Link className="shop-button shop-button--solid shop-palette-blue" to="/register">
        {t('store:header.register')}
      </Link>
    </>
  );
}
