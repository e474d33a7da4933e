import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import { DashboardAnnouncements } from './dashboard-announcements';
import { resources } from '../resources';
import { useAdminCan, useAdminProfile } from '../shell/use-admin-profile';

/**
 * Welcome, a count per resource the admin may list (one request, `GET /api/admin/summary`), and the
 * announcements addressed to the admin.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const profile = useAdminProfile();
  const can = useAdminCan();
  const visible = resources.filter((r) => can(r.permissions.list));
  const summary = useQuery({
    queryKey: adminKeys.summary(),
    queryFn: () => unwrap(client.api.admin.summary.$get()),
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('admin:dashboard.title')}
        </Heading>
        <Text color="fg.muted">{t('admin:dashboard.welcome', { name: profile.data?.name ?? '' })}</Text>
      </Stack>
      <DashboardAnnouncements />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {visible.map((r) => {
          const total = summary.data?.counts[r.apiPath];
          return (
            <LinkBox key={r.name} as={Card.Root} _hover={{ shadow: 'md' }}>
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>
                    <LinkOverlay asChild>
                      <Link to={`/admin/${r.name}`}>{t(r.label.plural)}</Link>
                    </LinkOverlay>
                  </Stat.Label>
                  <Stat.ValueText>{total ?? '—'}</Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
