import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import { Box, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLanguage, menuQuery } from './menu-data';
import { childrenOf, Disclosure, MenuLink } from './menu-tree';
import { useStore } from './store-context';

/** Top-level menus shown in the bar; the rest are under "More", so the bar stays one line. */
export const MENU_BAR_ITEMS = 6;

/** The desktop's dropdown panel: below its menu, above the page. */
const PANEL = {
  position: 'absolute',
  top: 'full',
  insetStart: '0',
  mt: '2',
  zIndex: 'dropdown',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderRadius: 'md',
  boxShadow: 'md',
  p: '3',
  minW: '56',
  maxW: '80vw',
  maxH: '70vh',
  overflowY: 'auto',
} as const;

/** A menu's children as a list, their own children indented below them (the dropdown's mega-menu). */
function SubMenu({ items }: { items: StoreMenuNode[] }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={item.id}>
          <MenuLink item={item} />
          {childrenOf(item).length > 0 && (
            <Box ps="3" pt="1.5">
              <SubMenu items={childrenOf(item)} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function BarItem({ item }: { item: StoreMenuNode }) {
  const children = childrenOf(item);
  if (children.length === 0) return <MenuLink item={item} />;
  return (
    <Disclosure summary={item.title} panel={PANEL}>
      <Stack gap="2">
        <MenuLink item={item} />
        <SubMenu items={children} />
      </Stack>
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
 * the same tree in the header's menu drawer (menu-drawer.tsx).
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
    <Box ref={nav} as="nav" aria-label={t('store:header.menu')} px="8" py="2" borderBottomWidth="1px" hideBelow="md">
      <HStack as="ul" gap="5" listStyleType="none" m="0" p="0" wrap="nowrap">
        {bar.map((item) => (
          <Box as="li" key={item.id} whiteSpace="nowrap" maxW="14em" truncate={childrenOf(item).length === 0}>
            <BarItem item={item} />
          </Box>
        ))}
        {more.length > 0 && (
          <Box as="li" whiteSpace="nowrap">
            <Disclosure summary={t('store:header.more')} panel={{ ...PANEL, insetStart: 'auto', insetEnd: '0' }}>
              <SubMenu items={more} />
            </Disclosure>
          </Box>
        )}
      </HStack>
    </Box>
  );
}
