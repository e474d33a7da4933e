import { Box, Card, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/ui/document-title';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { publicClient, unwrap } from '../../lib/client';
import { fileUrl } from '../../lib/format';
import { storeKeys } from '../../lib/query-keys';
import { useSiteName, useStore } from '../shell/store-context';

/** Short descriptions are editor HTML; the card shows their plain text. */
function plainText(html: string | null): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

export function HomePage() {
  const { t } = useTranslation();
  const { language, config } = useStore();
  const site = useSiteName();
  useDocumentTitle([t('store:home.documentTitle', { name: site })]);
  const brands = useQuery({
    queryKey: storeKeys.brands(language),
    queryFn: ({ signal }) => unwrap(publicClient.api.brand.$get({ query: { language } }, { init: { signal } })),
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('store:home.title', { name: config.name || t('store:header.defaultName') })}
        </Heading>
        <Text color="fg.muted">{t('store:home.subtitle')}</Text>
      </Stack>
      <Box as="section" aria-labelledby="home-brands">
        <Heading as="h2" id="home-brands" size="lg" mb="4">
          {t('store:home.brands')}
        </Heading>
        {brands.isPending ? (
          <PageSpinner />
        ) : brands.isError ? (
          <ErrorState onRetry={() => void brands.refetch()} />
        ) : brands.data.data.length === 0 ? (
          <EmptyMessage title={t('store:home.noBrands')} />
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
            {brands.data.data.map((brand) => (
              <li key={brand.id}>
                <Card.Root as="article" height="full">
                  {brand.image && <Image src={fileUrl(brand.image)} alt={brand.title} height="140px" objectFit="contain" p="2" />}
                  <Card.Body gap="1">
                    <Heading as="h3" size="md">
                      {brand.title}
                    </Heading>
                    {brand.short_description && (
                      <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                        {plainText(brand.short_description)}
                      </Text>
                    )}
                  </Card.Body>
                </Card.Root>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Stack>
  );
}
