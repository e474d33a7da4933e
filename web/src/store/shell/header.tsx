import { Box, Flex, Heading, HStack, IconButton, Image } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActivityIndicator } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { useCustomer } from '../account/use-customer';
import { AccountLinks } from './account-links';
import { CartButton } from '../cart/cart-button';
import { HeaderSearch } from './header-search';
import { MenuIcon, UserIcon } from './icons';
import { CurrencySelect, LanguageSelect } from './preferences';
import { useStore } from './store-context';

// The phone's menu drawer (and its dialog machinery) loads the first time the shopper opens it.
const MenuDrawer = lazy(() => import('./menu-drawer'));

/** The site's name or logo, linking home. */
function Logo() {
  const { t } = useTranslation();
  const { config } = useStore();
  const name = config.name || t('store:header.defaultName');
  return (
    <Heading as="p" size={{ base: 'md', md: 'lg' }} flexShrink={0} maxW={{ base: '32', md: 'none' }} truncate>
      <Link to="/">
        {config.logo ? (
          <HStack as="span" gap="2">
            <Image src={fileUrl(config.logo)} alt="" height="8" width="auto" />
            <Box as="span" hideBelow="md">
              {name}
            </Box>
            <Box as="span" srOnly hideFrom="md">
              {name}
            </Box>
          </HStack>
        ) : (
          name
        )}
      </Link>
    </Heading>
  );
}

/** A phone's account button: the shopper's account, or the login page for a guest. */
function AccountIcon() {
  const { t } = useTranslation();
  const customer = useCustomer();
  return (
    <IconButton
      asChild
      size="sm"
      variant="ghost"
      hideFrom="md"
      aria-label={customer.loggedIn ? t('store:header.account') : t('common:auth.login')}
    >
      <Link to={customer.loggedIn ? '/account' : '/login'}>
        <UserIcon />
      </Link>
    </IconButton>
  );
}

/** The phone's menu button: the menu, the language and currency, and the account links, in a drawer. */
function MenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <IconButton
        size="sm"
        variant="ghost"
        hideFrom="md"
        aria-label={t('store:header.openMenu')}
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {asked && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The storefront's header. On a phone, one row: the menu button, the logo, search, account and cart
 * (the menu, language and currency are in the menu's drawer); from `md`, the logo, search, the
 * language and currency, the account links and the cart.
 */
export function StoreHeader() {
  const { t } = useTranslation();
  const { config } = useStore();
  const centred = config.logo_position === 'center';
  return (
    <Flex
      as="header"
      px={{ base: '2', md: '8' }}
      py={{ base: '2', md: '3' }}
      borderBottomWidth="1px"
      // The template's accent colour (decision 0037), a stripe along the top when set.
      borderTopWidth="4px"
      borderTopColor="var(--shop-accent, transparent)"
      align="center"
      gap={{ base: '1', md: '3' }}
      wrap={{ base: 'nowrap', md: centred ? 'wrap' : 'nowrap' }}
    >
      <MenuButton />
      <HStack
        gap="3"
        data-logo-position={config.logo_position ?? 'left'}
        width={centred ? { md: 'full' } : undefined}
        justify={centred ? { md: 'center' } : undefined}
      >
        <Logo />
        <ActivityIndicator />
      </HStack>
      <Box flex="1" minW="0" maxW={{ md: 'md' }} mx={{ md: 'auto' }}>
        <HeaderSearch />
      </Box>
      <HStack as="nav" aria-label={t('store:header.nav')} gap="2" hideBelow="md" flexShrink={0}>
        <LanguageSelect />
        <CurrencySelect />
        <CartButton />
        <AccountLinks />
      </HStack>
      <HStack gap="1" hideFrom="md" flexShrink={0}>
        <AccountIcon />
        <CartButton />
      </HStack>
    </Flex>
  );
}
