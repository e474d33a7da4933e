import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLanguage, menuQuery } from './menu-data';
import { childrenOf, Disclosure, MenuLink } from './menu-tree';
import { useStore } from './store-context';

/** Top-level menus shown in the bar; the rest are under "More", so the bar stays one line. */
export const MENU_BAR_ITEMS = 6;

/** A menu's children as a list, their own children indented below them (the dropdown's mega-menu). */
function SubMenu({ items }: { items: StoreMenuNode[] }) {
  return (
    <ul className="shop-menu__list">
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink item={item} />
          {childrenOf(item).length > 0 && (
            <div className="shop-menu__children">
              <SubMenu items={childrenOf(item)} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function BarItem({ item }: { item: StoreMenuNode }) {
  const children = childrenOf(item);
  if (children.length === 0) return <MenuLink item={item} />;
  return (
    <Disclosure summary={item.title} panelClassName="shop-menu__panel">
      <div className="shop-menu__group">
        <MenuLink item={item} />
        <SubMenu items={children} />
      </div>
    </Disclosure>
  );
}

/** Closes an open dropdown when the shopper clicks elsewhere, presses Escape or follows a link. */
function useDropdownsClose(nav: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const closeAll = (except?: EventTarget | null) =>
      nav.current?.querySelectorAll('details[open]').forEach((d) => {
        if (!(except instanceof Node && d.contains(except))) d.removeAttribute('open');
      });
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element && e.target.closest('a');
      closeAll(link ? null : e.target);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeAll();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [nav]);
}

/**
 * The storefront's main navigation on wider screens: the first top-level menus in one line (their
 * children in a dropdown), the rest under "More"; each shown as its desktop flag allows. Phones get
 * the same tree in the header's menu drawer (menu-drawer.tsx). Plain elements and the classes of
 * `header.css` (decision 0044).
 */
export function MainMenu() {
  const { t } = useTranslation();
  const { language, config } = useStore();
  const nav = useRef<HTMLElement>(null);
  useDropdownsClose(nav);
  const menu = useQuery(menuQuery(menuLanguage(language, config.main_language)));
  const items = (menu.data?.data ?? []).filter((item) => item.display_in_desktop);
  if (items.length === 0) return null;
  const bar = items.slice(0, MENU_BAR_ITEMS);
  const more = items.slice(MENU_BAR_ITEMS);
  return (
    <nav ref={nav} className="shop-menu" aria-label={t('store:header.menu')}>
      <ul className="shop-menu__bar">
        {bar.map((item) => (
          <li key={item.id} className={childrenOf(item).length === 0 ? 'shop-menu__item shop-menu__item--truncate' : 'shop-menu__item'}>
            <BarItem item={item} />
          </li>
        ))}
        {more.length > 0 && (
          <li className="shop-menu__more">
            <Disclosure summary={t('store:header.more')} panelClassName="shop-menu__panel shop-menu__panel--end">
              <SubMenu items={more} />
            </Disclosure>
          </li>
        )}
      </ul>
    </nav>
  );
}
