import { Badge, Box, Button, Card, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { notify } from '../../lib/toast';
import { addToCart, cartKeys } from '../shared/cart-data';
import { highlightCart, useCart } from '../shared/use-cart';
import { CARD_PICTURE, CardPrice } from '../shared/product-card';
import { chosenStock, productQuery } from '../shared/product-data';
import { useStore } from '../shell/store-context';
import { usePersonalHead } from '../shell/store-head';
import { removeFromWishlist, wishlistChanged, wishlistQuery, type WishlistLine } from '../shared/wishlist-data';
import wishlistTexts from '../../locales/en-US/store-wishlist.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(wishlistTexts);

/**
 * "Add to cart" from the wishlist (issue 25 §9): a product of one variant goes into the cart at once;
 * one with options opens its page to choose them (the wishlist keeps products, not variants).
 */
function useAddSaved() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { language, shopper } = useCart();
  return useMutation({
    mutationFn: async (line: WishlistLine) => {
      const product = await queryClient.fetchQuery(productQuery(line.url, language, shopper));
      const only = chosenStock(product, {});
      if (!only) return { added: false as const };
      return { added: true as const, cart: await addToCart(language, only.id, 1) };
    },
    onSuccess: (result, line) => {
      if (!result.added) {
        notify.info(t('store:wishlist.chooseOptions'));
        navigate(`/product/${encodeURIComponent(line.url)}`);
        return;
      }
      queryClient.setQueryData(cartKeys.of(language, shopper), result.cart);
      highlightCart();
      notify.success(t('store:cart.added'));
    },
    onError: (error) => notify.warning(t('store:wishlist.addFail'), errorMessages(t, error)),
  });
}

/** One saved product: picture (a fixed box), name linking to its page, price in the chosen currency, stock, add to cart, remove. */
function SavedProduct({
  line,
  onRemove,
  removing,
  onAdd,
  adding,
}: {
  line: WishlistLine;
  onRemove: () => void;
  removing: boolean;
  onAdd: () => void;
  adding: boolean;
}) {
  const { t } = useTranslation();
  const { allowed } = useCart();
  const src = fileUrl(line.image_path);
  return (
    <Card.Root as="article" overflow="hidden" height="full" aria-label={line.name} data-testid="wishlist-item">
      <Box bg="bg.subtle" aspectRatio={1} overflow="hidden">
        {src && <Image src={src} alt="" width={CARD_PICTURE} height={CARD_PICTURE} loading="lazy" w="full" h="full" objectFit="contain" />}
      </Box>
      <Card.Body gap="2" p="3">
        <Link to={`/product/${encodeURIComponent(line.url)}`}>
          <Text fontWeight="medium" lineClamp={2}>
            {line.name}
          </Text>
        </Link>
        <CardPrice card={line} />
        {line.in_stock ? (
          <Text color="fg.success" fontSize="sm">
            {t('store:product.inStock')}
          </Text>
        ) : (
          <Badge colorPalette="red" alignSelf="start">
            {t('store:product.outOfStock')}
          </Badge>
        )}
      </Card.Body>
      <Card.Footer p="3" pt="0" gap="2" flexWrap="wrap">
        {allowed && line.in_stock && (
          <Button
            size="sm"
            colorPalette="blue"
            loading={adding}
            onClick={onAdd}
            aria-label={t('store:wishlist.addNamed', { name: line.name })}
          >
            {t('store:cart.add')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={removing}
          onClick={onRemove}
          aria-label={t('store:wishlist.removeNamed', { name: line.name })}
        >
          {t('store:wishlist.remove')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** `/wishlist` (login required): the shopper's saved products, newest first; removing one asks first. */
export function WishlistPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const { language } = useStore();
  const list = useQuery(wishlistQuery(language));
  const remove = useMutation({
    mutationFn: (productId: number) => removeFromWishlist(language, productId),
    onSuccess: (answer) => {
      wishlistChanged(queryClient, language, answer);
      notify.success(t('store:wishlist.removed'));
    },
    onError: (error) => notify.warning(t('store:wishlist.changeFail'), errorMessages(t, error)),
  });
  const add = useAddSaved();
  usePersonalHead(t('store:wishlist.title'));

  const ask = async (line: WishlistLine) => {
    if (await confirm({ title: t('store:wishlist.removeConfirm'), description: line.name, destructive: true }))
      remove.mutate(line.product_id);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('store:wishlist.title')}
      </Heading>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyMessage title={t('store:wishlist.empty')} description={t('store:wishlist.emptyHint')} />
      ) : (
        <SimpleGrid as="section" aria-label={t('store:wishlist.list')} columns={{ base: 2, md: 3, lg: 4 }} gap="4">
          {list.data.items.map((line) => (
            <SavedProduct
              key={line.product_id}
              line={line}
              removing={remove.isPending && remove.variables === line.product_id}
              onRemove={() => void ask(line)}
              adding={add.isPending && add.variables.product_id === line.product_id}
              onAdd={() => add.mutate(line)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
