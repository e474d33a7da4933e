import { Box, Card, Heading, Image, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyMessage, ErrorState } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { plainText } from '../../lib/plain-text';
import { useSiteName, useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { organization, website } from '../shell/structured-data';
import { Carousel } from './carousel';
import { brandsQuery, homeSliderQuery } from './home-data';
import { HomeBlock, HomeWidgets } from './home-widgets';

/** Card pictures are drawn in a box of this height whatever their size, so nothing moves when they load. */
const PICTURE_HEIGHT = 140;
const PICTURE = { height: `${String(PICTURE_HEIGHT)}px`, bg: 'bg.subtle' } as const;

const grid = (children: ReactNode, busy = false) => (
  <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0" aria-busy={busy || undefined}>
    {children}
  </SimpleGrid>
);

/** Placeholder cards while the brands load: the same boxes the cards fill (no layout shift). */
function BrandPlaceholders() {
  return grid(
    Array.from({ length: 4 }, (_, i) => (
      <li key={i}>
        <Card.Root height="full">
          <Skeleton {...PICTURE} />
          <Card.Body gap="2">
            <Skeleton height="6" width="50%" />
            <SkeletonText noOfLines={3} />
          </Card.Body>
        </Card.Root>
      </li>
    )),
    true,
  );
}

/**
 * The storefront's homepage (decision 0035): the slider `home`, the block `home`, the product and
 * article widgets, then the brands. Each part is left out when it has nothing to show, so a new shop
 * still shows its brands (or says it has none yet).
 */
export function HomePage() {
  const { t } = useTranslation();
  const { language, config } = useStore();
  const site = useSiteName();
  const slider = useQuery(homeSliderQuery(language));
  const brands = useQuery(brandsQuery(language));
  useStoreHead({
    documentTitle: t('store:home.documentTitle', { name: site }),
    description: t('store:home.description', { name: site }),
    // The link preview's picture: the site's banner, else the first slide, the first brand's, the logo.
    image: config.banner ?? slider.data?.slides[0]?.image_path ?? brands.data?.data.find((b) => b.image)?.image ?? config.logo,
    jsonLd: [organization(config, site), website(site, language)],
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('store:home.title', { name: config.name || t('store:header.defaultName') })}
        </Heading>
        <Text color="fg.muted">{t('store:home.subtitle')}</Text>
      </Stack>
      {slider.data && slider.data.slides.length > 0 && <Carousel slider={slider.data} />}
      <HomeBlock language={language} />
      <HomeWidgets language={language} />
      <Box as="section" aria-labelledby="home-brands">
        <Heading as="h2" id="home-brands" size="lg" mb="4">
          {t('store:home.brands')}
        </Heading>
        {brands.isPending ? (
          <BrandPlaceholders />
        ) : brands.isError ? (
          <ErrorState onRetry={() => void brands.refetch()} />
        ) : brands.data.data.length === 0 ? (
          <EmptyMessage title={t('store:home.noBrands')} />
        ) : (
          grid(
            brands.data.data.map((brand, index) => (
              <li key={brand.id}>
                <Card.Root as="article" height="full" overflow="hidden">
                  {brand.image && (
                    <Box {...PICTURE}>
                      <Image
                        src={fileUrl(brand.image)}
                        alt={brand.title}
                        htmlHeight={PICTURE_HEIGHT}
                        width="full"
                        height="full"
                        objectFit="contain"
                        p="2"
                        decoding="async"
                        // The first row is in view at once; the rest load as they scroll in.
                        loading={index < 4 ? 'eager' : 'lazy'}
                      />
                    </Box>
                  )}
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
            )),
          )
        )}
      </Box>
    </Stack>
  );
}
