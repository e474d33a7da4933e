import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { renderScope } from '../../lib/render-scope';
import { themeVariables, useThemeColours } from '../../lib/theme-colours';
import { usePageScripts } from '../../store/pages/page-head';
import { StoreHeader } from '../../store/shell/header';
import { MainMenu } from '../../store/shell/main-menu';
import { StoreProvider, useStore } from '../../store/shell/store-context';
import { useStoreHead } from '../../store/shell/store-head';
import type { RouteHandle } from '../lazy';
// The product card's styles, with the first stylesheet (decision 0044): every listing page shows cards.
import '../../store/shared/product-card.css';
// The frame's styles (header, menu bar, footer and their controls), with the first stylesheet too
// (decision 0044): every storefront page draws them.
import '../../store/shell/header.css';

function Footer() {
  const { t } = useTranslation();
  const { config } = useStore();
  return (
    <footer className="shop-frame__footer">
      <p>{t('store:footer.copyright', { year: new Date().getFullYear(), name: config.name || t('store:header.defaultName') })}</p>
    </footer>
  );
}

const lines = (value: string | undefined) => (value ?? '').split('\n').filter(Boolean);

/**
 * The site settings every storefront page carries (decision 0037): the template colours (in the
 * server's HTML from the start, so nothing changes colour when the page comes to life), and the
 * site's header and footer scripts (addresses the server checked against SCRIPT_ORIGINS).
 */
function SiteAppearance() {
  const { config } = useStore();
  const scope = renderScope();
  if (scope) Object.assign(scope.rootStyle, themeVariables(config.primary_color, config.accent_color));
  useThemeColours(config.primary_color, config.accent_color);
  usePageScripts(lines(config.header_script), lines(config.footer_script));
  return null;
}

/**
 * The head every page starts from (a page's own outranks it): the site's name, and for a shopper's
 * own pages (`handle.personal`) no place in search engines.
 */
function DefaultHead() {
  const personal = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.personal === true);
  useStoreHead({ noindex: personal }, 0);
  return null;
}

/** Marks the document once the frame is live in the browser (hydrated or drawn): the browser tests wait for it. */
function Live() {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}

/** The shopper's frame: header (language, currency, account links), page, footer; plain elements (`header.css`). */
export function StorefrontLayout() {
  return (
    <StoreProvider>
      <Live />
      <SiteAppearance />
      <DefaultHead />
      <div className="shop-frame">
        <StoreHeader />
        <MainMenu />
        <main className="shop-frame__main">
          <Outlet />
        </main>
        <Footer />
      </div>
    </StoreProvider>
  );
}
