import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCustomer, useCustomerLogout } from '../account/use-customer';

/**
 * Wishlist, account and log out for a signed-in shopper; log in and register for a guest. The links
 * are plain, drawn as Chakra's small buttons (`header.css`, decision 0044); log out stays Chakra's
 * button for its loading state (only a signed-in shopper's browser draws it).
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
      <Button size="sm" variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
        {t('common:auth.logout')}
      </Button>
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
