import { Box, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { menuLanguage, menuQuery } from './menu-data';
import { useStore } from './store-context';

/**
 * The storefront's main navigation: the top-level menus, each shown on the screens its flags allow
 * (display in mobile / desktop). Site paths open in the app; other links open as their flag says.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const { language, config } = useStore();
  const menu = useQuery(menuQuery(menuLanguage(language, config.main_language)));
  const items = menu.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('store:header.menu')} px={{ base: '4', md: '8' }} py="2" borderBottomWidth="1px">
      <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box
            as="li"
            key={item.id}
            display={{
              base: item.display_in_mobile ? 'block' : 'none',
              md: item.display_in_desktop ? 'block' : 'none',
            }}
          >
            {item.link.startsWith('/') ? (
              <Link to={item.link}>{item.title}</Link>
            ) : (
              <ChakraLink href={item.link} {...(item.open_in_current_tab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                {item.title}
              </ChakraLink>
            )}
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
