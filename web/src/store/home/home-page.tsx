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

/** Brand pictures are drawn in a box of this height whatever their size, so nothing moves when they load. */
const PICTURE_HEIGHT = 140;

const grid = (children: ReactNode, busy = false) => (
  <ul className="shop-home__grid" aria-busy={busy || undefined}>
    {children}
  </ul>
);

/** Placeholder cards while the brands load: the same boxes the cards fill (no layout shift). */
function BrandPlaceholders() {
  return grid(
    Array.from({ length: 4 }, (_, i) => (
      <li key={i}>
        <div className="shop-brand shop-brand--loading">
          <div className="shop-skeleton shop-brand__picture" />
          <div className="shop-brand__body">
            <div className="shop-skeleton shop-brand__name-skeleton" />
            <div className="shop-brand__lines">
              <div className="shop-skeleton" />
              <div className="shop-skeleton" />
              <div className="shop-skeleton" />
            </div>
          </div>
        </div>
      </li>
    )),
    true,
  );
}

/**
 * The storefront's homepage (decision 0035): the slider `home`, the block `home`, the product and
 * article widgets, then the brands. Each part is left out when it has nothing to show, so a new shop
 * still shows its brands (or says it has none yet). Plain elements and the classes of `home.css`
 * (decision 0044).
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
    <div className="shop-home">
      <div className="shop-home__head">
        <h1 className="shop-home__title">{t('store:home.title', { name: config.name || t('store:header.defaultName') })}</h1>
        <p className="shop-home__muted">{t('store:home.subtitle')}</p>
      </div>
      {slider.data && slider.data.slides.length > 0 && <Carousel slider={slider.data} />}
      <HomeBlock language={language} />
      <HomeWidgets language={language} />
      <section aria-labelledby="home-brands">
        <h2 id="home-brands" className="shop-home__heading">
          {t('store:home.brands')}
        </h2>
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
                <article className="shop-brand">
                  {brand.image && (
                    <div className="shop-brand__picture">
                      <img
                        src={fileUrl(brand.image)}
                        alt={brand.title}
                        height={PICTURE_HEIGHT}
                        decoding="async"
                        // The first row is in view at once; the rest load as they scroll in.
                        loading={index < 4 ? 'eager' : 'lazy'}
                      />
                    </div>
                  )}
                  <div className="shop-brand__body">
                    <h3 className="shop-brand__name">{brand.title}</h3>
                    {brand.short_description && <p className="shop-brand__text">{plainText(brand.short_description)}</p>}
                  </div>
                </article>
              </li>
            )),
          )
        )}
      </section>
    </div>
  );
}
