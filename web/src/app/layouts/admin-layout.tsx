import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { AdminLanguageSelect } from '../../admin/shell/admin-language-select';
import { Breadcrumbs } from '../../admin/shell/breadcrumbs';
import { Sidebar } from '../../admin/shell/sidebar';
import { useAdminProfile } from '../../admin/shell/use-admin-profile';
import { ActivityIndicator } from '../../components/ui/states';
import { api } from '../../lib/api';
import { clearSession } from '../../lib/session';

/** Back-office frame: header, permission-aware sidebar, breadcrumbs, page. Loaded only with the admin chunk. */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useAdminProfile();
  const logout = useMutation({
    mutationFn: () => api.post('/admin/logout'),
    // Leave even if the server call fails: the token is dropped either way.
    onSettled: () => {
      clearSession('admin');
      navigate('/admin/login', { replace: true });
    },
  });

  return (
    <Flex direction="column" minH="100vh">
      <Flex as="header" data-no-print="" align="center" justify="space-between" px="4" py="2" borderBottomWidth="1px" gap="3" wrap="wrap">
        <HStack gap="3">
          <Heading as="p" size="md">
            <Link to="/admin/dashboard">{t('admin:title')}</Link>
          </Heading>
          <ActivityIndicator />
        </HStack>
        <HStack gap="3">
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
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        <Box as="aside" data-no-print="" width={{ base: 'full', md: '56' }} borderEndWidth={{ md: '1px' }} borderBottomWidth={{ base: '1px', md: '0' }} p="3">
          <Sidebar />
        </Box>
        <Box as="main" flex="1" p={{ base: '4', md: '6' }} minW="0">
          <Box mb="4" data-no-print="">
            <Breadcrumbs />
          </Box>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
