import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resourceClient } from '../../components/resource/use-resource';
import { unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import { resources } from '../resources';
import { useAdminCan, useAdminProfile } from '../shell/use-admin-profile';

/** Welcome plus a count per resource the admin may list. */
export function DashboardPage() {
  const { t } = useTranslation();
  const profile = useAdminProfile();
  const can = useAdminCan();
  const visible = resources.filter((r) => can(`get ${r.permissions.plural}`));
  const params = { page: 1, per_page: 10 };
  const counts = useQueries({
    queries: visible.map((r) => ({
      queryKey: adminKeys.resource(r.apiPath).list(params),
      queryFn: () => unwrap(resourceClient(r.contract).index.$get({ query: { page: '1', per_page: '10' } })),
    })),
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('admin:dashboard.title')}
        </Heading>
        <Text color="fg.muted">{t('admin:dashboard.welcome', { name: profile.data?.name ?? '' })}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {visible.map((r, index) => {
          const total = counts[index]?.data?.total;
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
