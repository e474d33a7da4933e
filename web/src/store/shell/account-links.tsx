import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCustomer, useCustomerLogout } from '../account/use-customer';

/**
 * Wishlist, account and log out for a signed-in shopper; log in and register for a guest. The links
 * are plain, drawn as Chakra's small buttons (`header.css`, decision 0044); log out stays Chakra's
 * button for its loading state (only a signed-in shopper's browser draws it).
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const logout = useCustomerLogout();
  return customer.loggedIn ? (
    <>
      <Link className="shop-button shop-button--ghost" to="/wishlist">
        {t('store:header.wishlist')}
      </Link>
      <Link className="shop-button shop-button--ghost" to="/account">
        {t('store:header.account')}
      </Link>
      <Button size="sm" variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
        {t('common:auth.logout')}
      </Button>
    </>
  ) : (
    <>
      <Link className="shop-button shop-button--ghost" to="/login">
        {t('common:auth.login')}
      </Link>
      <Link className="shop-button shop-button--solid shop-palette-blue" to="/register">
        {t('store:header.register')}
      </Link>
    </>
  );
}
