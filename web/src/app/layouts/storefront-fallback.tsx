import { Box, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/ui/states';
import { toUiLanguage } from '../../lib/languages';
import { StoreHeader } from '../../store/shell/header';
import { MainMenu } from '../../store/shell/main-menu';
import { menuLanguage, menuQuery } from '../../store/shell/menu-data';
import { StoreProvider, useStore } from '../../store/shell/store-context';

/**
 * The storefront's frame while the first page's chunk and data download: the header and main menu as
 * the page will have them, drawn as soon as the settings (preloaded by index.html), the menu and the
 * interface texts are in, with the spinner where the page goes. No footer: the page's content then
 * appears below the header without moving it (decision 0031).
 */
function Frame() {
  const { i18n } = useTranslation();
  const { config, configLoaded, language } = useStore();
  const menu = useQuery({ ...menuQuery(menuLanguage(language, config.main_language)), enabled: configLoaded });
  const ready = configLoaded && !menu.isPending && i18n.language === toUiLanguage(language);
  if (!ready) return <PageSpinner />;
  return (
    <Flex direction="column" minH="100vh">
      <StoreHeader />
      <MainMenu />
      <Box as="main" flex="1" px={{ base: '4', md: '8' }} py="6">
        <PageSpinner />
      </Box>
    </Flex>
  );
}

export function StorefrontFallback() {
  return (
    <StoreProvider>
      <Frame />
    </StoreProvider>
  );
}
