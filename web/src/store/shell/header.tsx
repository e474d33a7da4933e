import { Button, Flex, Heading, HStack, Image, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActivityIndicator } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { useCustomer, useCustomerLogout } from '../account/use-customer';
import { CartButton } from '../cart/cart-button';
import { HeaderSearch } from './header-search';
import { useStore } from './store-context';

function LanguageSelect() {
  const { t } = useTranslation();
  const { config, language, setLanguage } = useStore();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={t('common:language.label')} value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
        {config.supported_languages.map((code) => (
          <option key={code} value={code}>
            {t(`common:languages.${code}`, { defaultValue: code })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function CurrencySelect() {
  const { t } = useTranslation();
  const { config, currency, setCurrency } = useStore();
  if (config.supported_currencies.length === 0) return null;
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('store:header.currency')}
        value={currency?.identifier ?? ''}
        onChange={(e) => setCurrency(e.currentTarget.value)}
      >
        {config.supported_currencies.map((c) => (
          <option key={c.identifier} value={c.identifier}>
            {c.mark} {c.identifier}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function StoreHeader() {
  const { t } = useTranslation();
  const { config } = useStore();
  const customer = useCustomer();
  const logout = useCustomerLogout();
  const name = config.name || t('store:header.defaultName');
  const centred = config.logo_position === 'center';
  return (
    <Flex
      as="header"
      px={{ base: '4', md: '8' }}
      py="3"
      borderBottomWidth="1px"
      // The template's accent colour (decision 0037), a stripe along the top when set.
      borderTopWidth="4px"
      borderTopColor="var(--shop-accent, transparent)"
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
    >
      <HStack gap="3" data-logo-position={config.logo_position ?? 'left'} {...(centred ? { width: 'full', justify: 'center' } : {})}>
        <Heading as="p" size="lg">
          <Link to="/">
            {config.logo ? (
              <HStack as="span" gap="2">
                <Image src={fileUrl(config.logo)} alt="" height="8" width="auto" />
                <span>{name}</span>
              </HStack>
            ) : (
              name
            )}
          </Link>
        </Heading>
        <ActivityIndicator />
      </HStack>
      <HeaderSearch />
      <HStack as="nav" aria-label={t('store:header.nav')} gap="2" wrap="wrap">
        <LanguageSelect />
        <CurrencySelect />
        <CartButton />
        {customer.loggedIn ? (
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
        )}
      </HStack>
    </Flex>
  );
}
