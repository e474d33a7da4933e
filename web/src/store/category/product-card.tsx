import { Badge, Box, Card, HStack, Image, LinkBox, LinkOverlay, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../shell/money';
import { Link } from 'react-router-dom';
import { fileUrl } from '../../lib/format';
import type { ListingCard } from './listing-data';

/** Pictures are drawn square, in a box of this size whatever the file, so nothing moves when they load. */
export const CARD_PICTURE = 320;

function Picture({ src, alt }: { src: string | undefined; alt: string }) {
  return (
    <Box bg="bg.subtle" aspectRatio={1} overflow="hidden" borderTopRadius="md">
      {src && <Image src={src} alt={alt} width={CARD_PICTURE} height={CARD_PICTURE} loading="lazy" w="full" h="full" objectFit="contain" />}
    </Box>
  );
}

/** One product of a listing: picture, name (the link), price in the chosen currency, stock and flags. */
export function ProductCard({ card, pricesHidden }: { card: ListingCard; pricesHidden: boolean }) {
  const { t } = useTranslation();
  const price = useMoney()(card.price);
  return (
    <LinkBox as="article" height="full" data-testid="product-card">
      <Card.Root height="full" overflow="hidden">
        <Picture src={fileUrl(card.image_path)} alt="" />
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
            price && (
              <Text fontWeight="bold" data-testid="card-price">
                {price}
              </Text>
            )
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
