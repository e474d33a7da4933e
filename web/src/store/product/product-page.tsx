import { Badge, Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../shell/money';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { useSessionToken } from '../../lib/use-session';
import { AddToCart } from '../cart/add-to-cart';
import { NotFoundPage } from '../pages/not-found-page';
import { useSiteName, useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { productData, productTrail, breadcrumbs } from '../shell/structured-data';
import { menuLanguage, menuQuery } from '../shell/menu-data';
import { plainText } from '../../lib/plain-text';
import { WishlistButton } from '../wishlist/wishlist-button';
import { chosenStock, productQuery, valueOffered, type StoreProduct } from './product-data';

/** Pictures: the chosen one large (its box keeps its size while it loads), the others as buttons. */
function Gallery({ product }: { product: StoreProduct }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const pictures = product.image_list.map((key) => fileUrl(key)).filter((url): url is string => Boolean(url));
  if (pictures.length === 0) return <Box bg="bg.subtle" borderRadius="md" aspectRatio={1} aria-hidden />;
  return (
    <Stack gap="2">
      <Box bg="bg.subtle" borderRadius="md" aspectRatio={1} overflow="hidden">
        <Image src={pictures[index]} alt={product.name} width="full" height="full" objectFit="contain" />
      </Box>
      {pictures.length > 1 && (
        <Wrap gap="2">
          {pictures.map((src, i) => (
            <Button
              key={src}
              variant={i === index ? 'solid' : 'outline'}
              p="1"
              height="16"
              width="16"
              aria-label={t('store:product.picture', { number: i + 1 })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <Image src={src} alt="" width="full" height="full" objectFit="contain" />
            </Button>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}

/** `/product/:url`: gallery, name, brand, price in the chosen currency, the variant picker and its stock state. */
export function ProductPage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const { language, config } = useStore();
  const format = useMoney();
  const menu = useQuery(menuQuery(menuLanguage(language, config.main_language)));
  const shopper = Boolean(useSessionToken('customer'));
  const product = useQuery(productQuery(url, language, shopper));
  const [chosen, setChosen] = useState<Record<string, string>>({});
  useEffect(() => setChosen({}), [url]);
  const data = product.data;
  const stock = useMemo(() => (data ? chosenStock(data, chosen) : undefined), [data, chosen]);
  const site = useSiteName();
  useStoreHead({
    title: data ? data.meta_title || data.name : undefined,
    description: data ? data.meta_description || plainText(data.description) : undefined,
    ...(data ? { path: `/product/${encodeURIComponent(data.url)}` } : {}),
    image: data?.image_list[0],
    imageAlt: data?.name,
    type: 'product',
    jsonLd: data ? [productData(data, config), breadcrumbs(productTrail(data, menu.data?.data ?? [], site))] : [],
  });

  if (product.isPending) return <PageSpinner />;
  if (product.isError) {
    if ((product.error as { status?: number }).status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void product.refetch()} />;
  }
  const p = product.data;
  const money = (amount: string | null) => format(amount) ?? '';
  const shown = stock ?? p.stocks[0];

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
      <Gallery product={p} />
      <Stack gap="4">
        {p.categories.length > 0 && (
          <Wrap gap="2" aria-label={t('store:product.categories')}>
            {p.categories.map((c) => (
              <Link key={c.id} to={`/category/${c.url}`}>
                <Badge variant="subtle">{c.title}</Badge>
              </Link>
            ))}
          </Wrap>
        )}
        <Heading as="h1" size="2xl">
          {p.name}
        </Heading>
        {p.brand && <Text color="fg.muted">{p.brand.title}</Text>}
        <HStack gap="2">
          {p.is_new && <Badge colorPalette="green">{t('store:product.new')}</Badge>}
          {p.is_hot && <Badge colorPalette="red">{t('store:product.hot')}</Badge>}
        </HStack>
        {p.prices_hidden ? (
          <Text color="fg.muted">{t('store:product.pricesForMembers')}</Text>
        ) : (
          shown && (
            <HStack gap="3" aria-live="polite" data-testid="product-price">
              {shown.special_price ? (
                <>
                  {/* A line-through is not announced: each price is named in hidden text (decision 0042). */}
                  <Text as="span" srOnly>
                    {t('store:product.salePrice')}
                  </Text>
                  <Text fontSize="2xl" fontWeight="bold" color="fg.error">
                    {money(shown.special_price)}
                  </Text>
                  <Text as="s" color="fg.muted">
                    <Text as="span" srOnly>
                      {t('store:product.regularPrice')}{' '}
                    </Text>
                    {money(shown.price)}
                  </Text>
                </>
              ) : (
                <Text fontSize="2xl" fontWeight="bold">
                  {money(shown.price)}
                </Text>
              )}
            </HStack>
          )
        )}
        {p.options.map((option) => (
          <Stack key={option.key} gap="2" role="group" aria-labelledby={`option-${option.key}`}>
            <Text id={`option-${option.key}`} fontWeight="medium">
              {option.label}
            </Text>
            <Wrap gap="2">
              {option.values.map((value) => {
                const selected = chosen[option.key] === value;
                return (
                  <Button
                    key={value}
                    size="sm"
                    variant={selected ? 'solid' : 'outline'}
                    colorPalette={selected ? 'blue' : undefined}
                    aria-pressed={selected}
                    disabled={!valueOffered(p, chosen, option.key, value)}
                    onClick={() => setChosen((c) => ({ ...c, [option.key]: selected ? '' : value }))}
                  >
                    {value}
                  </Button>
                );
              })}
            </Wrap>
          </Stack>
        ))}
        <Text role="status" data-testid="stock-state" color={stock ? (stock.in_stock ? 'fg.success' : 'fg.error') : 'fg.muted'}>
          {!stock
            ? t('store:product.chooseOptions')
            : !stock.in_stock
              ? t('store:product.outOfStock')
              : stock.available_inventories === null
                ? t('store:product.inStock')
                : t('store:product.inStockCount', { count: stock.available_inventories })}
        </Text>
        {!p.prices_hidden && <AddToCart stockId={stock?.id} inStock={stock?.in_stock ?? true} />}
        <WishlistButton productId={p.id} />
        {p.description && (
          // Rich text is sanitised by the server when staff save it (core/shared/rich-text.ts).
          <Box className="rich-text" dangerouslySetInnerHTML={{ __html: p.description }} />
        )}
      </Stack>
    </SimpleGrid>
  );
}
