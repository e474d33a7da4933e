import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActivityIndicator } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { useCustomer } from '../shared/use-customer';
import { AccountLinks } from './account-links';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
import { MenuIcon, UserIcon } from './icons';
import { CurrencySelect, LanguageSelect } from './preferences';
import { useStore } from './store-context';

// The phone's menu drawer (and its dialog machinery) loads the first time the shopper opens it.
const MenuDrawer = lazy(() => import('./menu-drawer'));

/** The site's name or logo, linking home (a phone shows the logo alone, the name for screen readers). */
function Logo() {
  const { t } = useTranslation();
  const { config } = useStore();
  const name = config.name || t('store:header.defaultName');
  return (
    <p className="shop-header__logo">
      <Link to="/">
        {config.logo ? (
          <span className="shop-header__logo-row">
            <img src={fileUrl(config.logo)} alt="" />
            <span className="shop-header__wide">{name}</span>
            <span className="shop-visually-hidden shop-header__phone">{name}</span>
          </span>
        ) : (
          name
        )}
      </Link>
    </p>
  );
}

/** A phone's account button: the shopper's account, or the login page for a guest. */
function AccountIcon() {
  const { t } = useTranslation();
  const customer = useCustomer();
  return (
    <Link
      className="shop-button shop-button--ghost shop-button--icon shop-header__phone"
      to={customer.loggedIn ? '/account' : '/login'}
      aria-label={customer.loggedIn ? t('store:header.account') : t('common:auth.login')}
    >
      <UserIcon />
    </Link>
  );
}

/** The phone's menu button: the menu, the language and currency, and the account links, in a drawer. */
function MenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shop-button shop-button--ghost shop-button--icon shop-header__phone"
        aria-label={t('store:header.openMenu')}
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
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
 * language and currency, the account links and the cart. Plain elements and the classes of
 * `header.css` (decision 0044).
 */
export function StoreHeader() {
  const { t } = useTranslation();
  const { config } = useStore();
  const centred = config.logo_position === 'center';
  return (
    <header className={centred ? 'shop-header shop-header--centred' : 'shop-header'}>
      <MenuButton />
      <div className="shop-header__brand" data-logo-position={config.logo_position ?? 'left'}>
        <Logo />
        <ActivityIndicator />
      </div>
      <div className="shop-header__search">
        <HeaderSearch />
      </div>
      <nav className="shop-header__nav" aria-label={t('store:header.nav')}>
        <LanguageSelect />
        <CurrencySelect />
        <CartButton />
        <AccountLinks />
      </nav>
      <div className="shop-header__phone-actions">
        <AccountIcon />
        <CartButton />
      </div>
    </header>
  );
}
