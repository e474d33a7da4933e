import { Badge, Box, Card, HStack, Image, LinkBox, LinkOverlay, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMoney } from '../shell/money';
import { fileUrl } from '../../lib/format';
import type { ListingCard } from './listing-data';

/** Pictures are drawn square, in a box of this size whatever the file, so nothing moves when they load. */
export const CARD_PICTURE = 320;

/**
 * How a card's picture loads: `lazy` below the fold; the first row of a listing `eager`, its first
 * picture (the page's largest paint) at a high priority.
 */
export type PictureLoading = 'lazy' | 'eager' | 'first';

function Picture({ src, alt, loading }: { src: string | undefined; alt: string; loading: PictureLoading }) {
  return (
    <Box bg="bg.subtle" aspectRatio={1} overflow="hidden" borderTopRadius="md">
      {src && (
        <Image
          src={src}
          alt={alt}
          width={CARD_PICTURE}
          height={CARD_PICTURE}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'first' ? 'high' : undefined}
          w="full"
          h="full"
          objectFit="contain"
        />
      )}
    </Box>
  );
}

/**
 * The price a shopper pays, and the regular price it replaces struck through (decision 0042). A
 * screen reader does not announce a line-through, so each price is named in hidden text too.
 */
export function CardPrice({ card }: { card: Pick<ListingCard, 'price' | 'regular_price'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const price = money(card.price);
  const regular = money(card.regular_price);
  if (!price) return null;
  if (!regular) {
    return (
      <Text fontWeight="bold" data-testid="card-price">
        {price}
      </Text>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" align="baseline">
      <Text as="span" srOnly>
        {t('store:product.salePrice')}
      </Text>
      <Text as="span" fontWeight="bold" color="fg.error" data-testid="card-price">
        {price}
      </Text>
      <Text as="s" color="fg.muted" fontSize="sm" data-testid="card-regular-price">
        <Text as="span" srOnly>
          {t('store:product.regularPrice')}{' '}
        </Text>
        {regular}
      </Text>
    </HStack>
  );
}

/** One product of a listing: picture, name (the link), price in the chosen currency, stock and flags. */
export function ProductCard({
  card,
  pricesHidden,
  loading = 'lazy',
}: {
  card: ListingCard;
  pricesHidden: boolean;
  loading?: PictureLoading;
}) {
  const { t } = useTranslation();
  return (
    <LinkBox as="article" height="full" data-testid="product-card">
      <Card.Root height="full" overflow="hidden">
        <Picture src={fileUrl(card.image_path)} alt="" loading={loading} />
        <Card.Body gap="2" p="3">
          <LinkOverlay asChild>
            <Link to={`/product/${encodeURIComponent(card.url)}`}>
              <Text fontWeight="medium" lineClamp={2}>
                {card.name}
              </Text>
            </Link>
          </LinkOverlay>
          {pricesHidden ? (
            <Text color="fg.muted" fontSize="sm">
              {t('store:product.pricesForMembers')}
            </Text>
          ) : (
            <CardPrice card={card} />
          )}
          <HStack gap="2" wrap="wrap">
            {!card.in_stock && <Badge colorPalette="red">{t('store:product.outOfStock')}</Badge>}
            {card.is_new && <Badge colorPalette="green">{t('store:product.new')}</Badge>}
            {card.is_hot && <Badge colorPalette="orange">{t('store:product.hot')}</Badge>}
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** The shape a card takes while its listing loads: the same boxes, so nothing jumps. */
export function ProductCardSkeleton() {
  return (
    <Card.Root height="full" overflow="hidden" aria-hidden>
      <Skeleton aspectRatio={1} />
      <Card.Body gap="2" p="3">
        <SkeletonText noOfLines={2} />
        <Skeleton height="5" width="40%" />
      </Card.Body>
    </Card.Root>
  );
}
