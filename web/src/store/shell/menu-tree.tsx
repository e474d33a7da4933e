import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronIcon } from './icons';

/** A menu's children (the schema declares the recursion through a getter, which zod infers loosely). */
export const childrenOf = (node: StoreMenuNode) => node.menus_recursive as StoreMenuNode[];

/**
 * A menu's link: site paths open in the app, other links as their flag says (spec section 4). A plain
 * link drawn as Chakra's (`header.css`): the menu bar shows many (decision 0044).
 */
export function MenuLink({ item, onNavigate, children }: { item: StoreMenuNode; onNavigate?: () => void; children?: ReactNode }) {
  const label = children ?? item.title;
  return item.link.startsWith('/') ? (
    <Link className="shop-menu__link" to={item.link} onClick={onNavigate}>
      {label}
    </Link>
  ) : (
    <a className="shop-menu__link" href={item.link} {...(item.open_in_current_tab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {label}
    </a>
  );
}

/**
 * A menu with children as a disclosure: `<details>` opens with a click, Enter or Space before the
 * page's script has run, and without a line of it. Where the children go is drawn by `panelClassName`
 * (plain, `header.css`), or else by `panel` (the menu drawer's, which draws with Chakra).
 */
export function Disclosure({
  summary,
  children,
  panel,
  panelClassName,
}: {
  summary: ReactNode;
  children: ReactNode;
  panel?: (children: ReactNode) => ReactNode;
  panelClassName?: string;
}) {
  return (
    <details className="shop-menu__disclosure">
      <summary className="shop-menu__summary">
        {summary}
        <ChevronIcon />
      </summary>
      {panelClassName !== undefined || panel === undefined ? <div className={panelClassName}>{children}</div> : panel(children)}
    </details>
  );
}
