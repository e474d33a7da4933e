import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../shell/money';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { useSessionToken } from '../../lib/use-session';
import { AddToCart } from '../shared/add-to-cart';
import { NotFoundPage } from '../shared/not-found-page';
import { useSiteName, useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { productData, productTrail, breadcrumbs } from '../shell/structured-data';
import { menuLanguage, menuQuery } from '../shell/menu-data';
import { plainText } from '../../lib/plain-text';
import { WishlistButton } from '../shared/wishlist-button';
import { chosenStock, productQuery, valueOffered, type StoreProduct } from '../shared/product-data';

/** Pictures: the chosen one large (its box keeps its size while it loads), the others as buttons. */
function Gallery({ product }: { product: StoreProduct }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const pictures = product.image_list.map((key) => fileUrl(key)).filter((url): url is string => Boolean(url));
  if (pictures.length === 0) return <div className="shop-product__picture shop-product__picture--empty" aria-hidden />;
  return (
    <div className="shop-product__gallery">
      <div className="shop-product__picture">
        {/* The page's largest paint: asked for before the thumbnails and the scripts. */}
        <img src={pictures[index]} alt={product.name} fetchPriority="high" />
      </div>
      {pictures.length > 1 && (
        <div className="shop-product__wrap">
          {pictures.map((src, i) => (
            <button
              key={src}
              type="button"
              className={
                i === index ? 'shop-button shop-button--solid shop-product__thumb' : 'shop-button shop-button--outline shop-product__thumb'
              }
              aria-label={t('store:product.picture', { number: i + 1 })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * `/product/:url`: gallery, name, brand, price in the chosen currency, the variant picker and its stock
 * state. Plain elements and the classes of `product.css` (header.css's buttons), in the first
 * stylesheet with the product card's (decision 0044); the cart's and wishlist's controls are their own.
 */
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
    <div className="shop-product">
      <Gallery product={p} />
      <div className="shop-product__details">
        {p.categories.length > 0 && (
          <div className="shop-product__wrap" aria-label={t('store:product.categories')}>
            {p.categories.map((c) => (
              <Link key={c.id} to={`/category/${c.url}`}>
                <span className="shop-badge shop-product__badge">{c.title}</span>
              </Link>
            ))}
          </div>
        )}
        <h1 className="shop-product__title">{p.name}</h1>
        {p.brand && <p className="shop-product__muted">{p.brand.title}</p>}
        <div className="shop-product__flags">
          {p.is_new && <span className="shop-badge shop-product__badge shop-product__badge--green">{t('store:product.new')}</span>}
          {p.is_hot && <span className="shop-badge shop-product__badge shop-product__badge--red">{t('store:product.hot')}</span>}
        </div>
        {p.prices_hidden ? (
          <p className="shop-product__muted">{t('store:product.pricesForMembers')}</p>
        ) : (
          shown && (
            <div className="shop-product__price" aria-live="polite" data-testid="product-price">
              {shown.special_price ? (
                <>
                  {/* A line-through is not announced: each price is named in hidden text (decision 0042). */}
                  <span className="shop-visually-hidden">{t('store:product.salePrice')}</span>
                  <p className="shop-product__amount shop-product__amount--sale">{money(shown.special_price)}</p>
                  <s className="shop-product__muted">
                    <span className="shop-visually-hidden">{t('store:product.regularPrice')} </span>
                    {money(shown.price)}
                  </s>
                </>
              ) : (
                <p className="shop-product__amount">{money(shown.price)}</p>
              )}
            </div>
          )
        )}
        {p.options.map((option) => (
          <div key={option.key} className="shop-product__option" role="group" aria-labelledby={`option-${option.key}`}>
            <p id={`option-${option.key}`} className="shop-product__label">
              {option.label}
            </p>
            <div className="shop-product__wrap">
              {option.values.map((value) => {
                const selected = chosen[option.key] === value;
                return (
                  <button
                    key={value}
                    type="button"
                    className={selected ? 'shop-button shop-button--solid shop-palette-blue' : 'shop-button shop-button--outline'}
                    aria-pressed={selected}
                    disabled={!valueOffered(p, chosen, option.key, value)}
                    onClick={() => setChosen((c) => ({ ...c, [option.key]: selected ? '' : value }))}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
        <p
          role="status"
          data-testid="stock-state"
          className={
            stock
              ? stock.in_stock
                ? 'shop-product__stock shop-product__stock--in'
                : 'shop-product__stock shop-product__stock--out'
              : 'shop-product__muted'
          }
        >
          {!stock
            ? t('store:product.chooseOptions')
            : !stock.in_stock
              ? t('store:product.outOfStock')
              : stock.available_inventories === null
                ? t('store:product.inStock')
                : t('store:product.inStockCount', { count: stock.available_inventories })}
        </p>
        {!p.prices_hidden && <AddToCart stockId={stock?.id} inStock={stock?.in_stock ?? true} />}
        <WishlistButton productId={p.id} />
        {p.description && (
          // Rich text is sanitised by the server when staff save it (core/shared/rich-text.ts).
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.description }} />
        )}
      </div>
    </div>
  );
}
