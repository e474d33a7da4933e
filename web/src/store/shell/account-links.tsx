import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCustomer, useCustomerLogout } from '../account/use-customer';

/** Wishlist, account and log out for a signed-in shopper; log in and register for a guest. */
export function AccountLinks() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const logout = useCustomerLogout();
  return customer.loggedIn ? (
    <>
      <Button asChild size="sm" variant="ghost">
        <Link to="/wishlist">{t('store:header.wishlist')}</Link>
      </Button>
      <Button asChild size="sm" variant="ghost">
        <Link to="/account">{t('store:header.account')}</Link>
      </Button>
      <Button size="sm" variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
        {t('common:auth.logout')}
      </Button>
    </>
  ) : (
    <>
      <Button asChild size="sm" variant="ghost">
        <Link to="/login">{t('common:auth.login')}</Link>
      </Button>
      <Button asChild size="sm" colorPalette="blue">
        <Link to="/register">{t('store:header.register')}</Link>
      </Button>
    </>
  );
}
