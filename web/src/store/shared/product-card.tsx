import type { AnswerOf, client } from '../../lib/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMoney } from '../shell/money';
import { fileUrl } from '../../lib/format';

/** One product card of a listing (a category, a search, a widget), as the API answers it. */
export type ListingCard = AnswerOf<typeof client.api.product.search.$post>['data'][number];

/** Pictures are drawn square, in a box of this size whatever the file, so nothing moves when they load. */
export const CARD_PICTURE = 320;

/**
 * How a card's picture loads: `lazy` below the fold; the first row of a listing `eager`, its first
 * picture (the page's largest paint) at a high priority.
 */
export type PictureLoading = 'lazy' | 'eager' | 'first';

function Picture({ src, loading }: { src: string | undefined; loading: PictureLoading }) {
  return (
    <div className="shop-card__picture">
      {src && (
        <img
          src={src}
          alt=""
          width={CARD_PICTURE}
          height={CARD_PICTURE}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'first' ? 'high' : undefined}
          decoding="async"
        />
      )}
    </div>
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
      <p className="shop-card__price" data-testid="card-price">
        {price}
      </p>
    );
  }
  return (
    <p className="shop-card__price">
      <span className="shop-visually-hidden">{t('store:product.salePrice')}</span>
      <span className="shop-card__price--sale" data-testid="card-price">
        {price}
      </span>
      <s data-testid="card-regular-price">
        <span className="shop-visually-hidden">{t('store:product.regularPrice')} </span>
        {regular}
      </s>
    </p>
  );
}

/**
 * One product of a listing: picture, name (the link the whole card follows), price in the chosen
 * currency, stock and flags. Plain elements and the classes of `product-card.css` (decision 0044).
 */
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
    <article className="shop-card" data-testid="product-card">
      <Picture src={fileUrl(card.image_path)} loading={loading} />
      <div className="shop-card__body">
        <Link className="shop-card__link" to={`/product/${encodeURIComponent(card.url)}`}>
          <span className="shop-card__name">{card.name}</span>
        </Link>
        {pricesHidden ? <p className="shop-card__note">{t('store:product.pricesForMembers')}</p> : <CardPrice card={card} />}
        {(!card.in_stock || card.is_new || card.is_hot) && (
          <div className="shop-card__flags">
            {!card.in_stock && <span className="shop-badge shop-badge--red">{t('store:product.outOfStock')}</span>}
            {card.is_new && <span className="shop-badge shop-badge--green">{t('store:product.new')}</span>}
            {card.is_hot && <span className="shop-badge shop-badge--orange">{t('store:product.hot')}</span>}
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * The shape a card takes while its listing loads: the same boxes, so nothing jumps. Chakra's card,
 * skeleton and skeleton text as plain elements: listing.css's `.shop-skeleton` and product-card.css.
 */
export function ProductCardSkeleton() {
  return (
    <div className="shop-card" aria-hidden>
      <div className="shop-skeleton shop-card__skeleton-picture" />
      <div className="shop-card__body">
        <div className="shop-card__skeleton-lines">
          <div className="shop-skeleton" />
          <div className="shop-skeleton" />
        </div>
        <div className="shop-skeleton shop-card__skeleton-price" />
      </div>
    </div>
  );
}
