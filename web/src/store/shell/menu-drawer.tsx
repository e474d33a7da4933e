import { Box, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import { SideDrawer } from '../../components/ui/side-drawer';
import { AccountLinks } from './account-links';
import { menuLanguage, menuQuery } from './menu-data';
import { childrenOf, Disclosure, MenuLink } from './menu-tree';
import { CurrencySelect, LanguageSelect } from './preferences';
import { useStore } from './store-context';
import { withChakra } from '../../components/ui/chakra-scope';

function Tree({ items, close }: { items: StoreMenuNode[]; close: () => void }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {items.map((item) => {
        const children = childrenOf(item).filter((child) => child.display_in_mobile);
        return (
          <Box as="li" key={item.id}>
            {children.length === 0 ? (
              <MenuLink item={item} onNavigate={close} />
            ) : (
              <Disclosure
                summary={item.title}
                panel={(children) => (
                  <Box ps="4" pt="3">
                    {children}
                  </Box>
                )}
              >
                <Stack gap="3">
                  <MenuLink item={item} onNavigate={close} />
                  <Tree items={children} close={close} />
                </Stack>
              </Disclosure>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The phone's menu: the menus its mobile flag shows (children folded), language and currency, account links. */
function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { language, config } = useStore();
  const menu = useQuery(menuQuery(menuLanguage(language, config.main_language)));
  const items = (menu.data?.data ?? []).filter((item) => item.display_in_mobile);
  const close = () => onOpenChange(false);
  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} title={t('store:header.menu')} closeLabel={t('common:actions.close')}>
      <Stack gap="6">
        {items.length > 0 && (
          <Box as="nav" aria-label={t('store:header.menu')}>
            <Tree items={items} close={close} />
          </Box>
        )}
        <HStack gap="2" wrap="wrap">
          <LanguageSelect />
          <CurrencySelect />
        </HStack>
        <HStack gap="2" wrap="wrap" onClick={(e) => (e.target instanceof Element && e.target.closest('a') ? close() : undefined)}>
          <AccountLinks />
        </HStack>
      </Stack>
    </SideDrawer>
  );
}

/** Loaded when first opened, with Chakra (decision 0045). */
export default withChakra(MenuDrawer);
