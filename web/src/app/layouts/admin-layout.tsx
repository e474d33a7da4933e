import { Alert, Box, Button, CloseButton, Drawer, Flex, Heading, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AdminLanguageSelect } from '../../admin/shell/admin-language-select';
import { Breadcrumbs, usePageCrumbs } from '../../admin/shell/breadcrumbs';
import type { ForbiddenState } from '../../admin/shell/guards';
import { Sidebar } from '../../admin/shell/sidebar';
import { useConfiguration } from '../../admin/shared/configuration-queries';
import { useAdminCan, useAdminProfile } from '../../admin/shell/use-admin-profile';
import { useDocumentTitle } from '../../components/ui/document-title';
import { ActivityIndicator } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { clearSession } from '../../lib/session';
import { useSiteConfig } from '../../lib/site-config';
import { useThemeColours } from '../../lib/theme-colours';

/** Three bars, drawn (no icon font): the phone menu button. */
function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** On phones the sidebar is a drawer behind a menu button; it closes when a page is chosen. */
function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label={t('admin:nav.open')} variant="ghost" size="sm" display={{ base: 'inline-flex', md: 'none' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('admin:title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <Sidebar />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('admin:nav.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A page the admin may not open sent them here: say so (spec section 6 sends them home). */
function ForbiddenNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const forbidden = (location.state as Partial<ForbiddenState> | null)?.forbidden;
  if (!forbidden) return null;
  return (
    <Alert.Root status="warning" mb="4" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t('admin:forbidden.title')}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * Back-office frame: header, permission-aware sidebar (a drawer on phones), breadcrumbs, page, and
 * the document title of every page from its breadcrumbs. Loaded only with the admin chunk.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useAdminProfile();
  const crumbs = usePageCrumbs();
  // The admin template's colours (`/admin/change_admin_template`, decision 0037): from the settings as
  // saved when this admin may read them (a change shows at once), else from the public settings.
  const can = useAdminCan();
  const stored = useConfiguration(can('get configuration')).data;
  const site = useSiteConfig().data;
  const colours = stored ?? site;
  useThemeColours(colours?.admin_primary_color, colours?.admin_accent_color);
  useDocumentTitle([
    ...crumbs
      .slice(1)
      .map((c) => c.label)
      .reverse(),
    t('admin:title'),
  ]);
  const logout = useMutation({
    mutationFn: () => unwrap(client.api.admin.logout.$post()),
    // Leave even if the server call fails: the token is dropped either way.
    onSettled: () => {
      clearSession('admin');
      navigate('/admin/login', { replace: true });
    },
  });

  return (
    <Flex direction="column" minH="100vh">
      <Flex
        as="header"
        data-no-print=""
        align="center"
        justify="space-between"
        px={{ base: '2', md: '4' }}
        py="2"
        borderBottomWidth="1px"
        borderTopWidth="4px"
        borderTopColor="var(--shop-accent, transparent)"
        gap="2"
      >
        <HStack gap="2" minW="0">
          <MobileMenu />
          <Heading as="p" size="md" truncate>
            <Link to="/admin/dashboard">{t('admin:title')}</Link>
          </Heading>
          <ActivityIndicator />
        </HStack>
        <HStack gap="2" flexShrink={0}>
          <AdminLanguageSelect />
          {profile.data && (
            <Text fontSize="sm" display={{ base: 'none', md: 'block' }}>
              {profile.data.name}
            </Text>
          )}
          <Button size="sm" variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('common:auth.logout')}
          </Button>
        </HStack>
      </Flex>
      <Flex flex="1" minW="0">
        <Box as="aside" data-no-print="" display={{ base: 'none', md: 'block' }} width="56" flexShrink={0} borderEndWidth="1px" p="3">
          <Sidebar />
        </Box>
        <Box as="main" flex="1" p={{ base: '3', md: '6' }} minW="0">
          <Box mb="4" data-no-print="">
            <Breadcrumbs />
          </Box>
          <ForbiddenNotice />
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
