import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../lib/use-session';
import { ArticleCard } from '../shared/article-card';
import { ProductCard } from '../shared/product-card';
import { HOME_WIDGETS, homeBlockQuery, widgetQuery, type HomeWidget } from './home-data';

function ArticleCards({ articles }: { articles: Extract<HomeWidget, { type: 'latest_articles' }>['articles'] }) {
  return (
    <ul className="shop-home__grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} compact />
        </li>
      ))}
    </ul>
  );
}

/**
 * One widget of the homepage: left out while it loads, when it fails, and when it has nothing to show.
 * Plain elements and the classes of `home.css` (decision 0044).
 */
function HomeWidgetSection({ type, language }: { type: (typeof HOME_WIDGETS)[number]; language: string }) {
  const { t } = useTranslation();
  const shopper = Boolean(useSessionToken('customer'));
  const widget = useQuery(widgetQuery(type, language, shopper));
  const data = widget.data;
  if (!data) return null;
  const id = `home-${type}`;
  let body;
  if (data.type === 'latest_articles') {
    if (data.articles.length === 0) return null;
    body = <ArticleCards articles={data.articles} />;
  } else if (data.type === 'brands') {
    return null;
  } else {
    if (data.products.length === 0) return null;
    body = (
      <ul className="shop-home__grid shop-home__grid--products">
        {data.products.map((card) => (
          <li key={card.id}>
            <ProductCard card={card} pricesHidden={data.prices_hidden} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={id} data-testid="home-widget" data-widget={type}>
      <h2 id={id} className="shop-home__heading">
        {t(`store:home.widgets.${type}`)}
      </h2>
      {body}
    </section>
  );
}

export function HomeWidgets({ language }: { language: string }) {
  return HOME_WIDGETS.map((type) => <HomeWidgetSection key={type} type={type} language={language} />);
}

/** The block `home` (staff's rich content, sanitised by the server), or nothing. */
export function HomeBlock({ language }: { language: string }) {
  const block = useQuery(homeBlockQuery(language));
  if (!block.data) return null;
  return (
    <section aria-label={block.data.title} data-testid="home-block">
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.data.content }} />
    </section>
  );
}
