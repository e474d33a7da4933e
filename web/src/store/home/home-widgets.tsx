import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../lib/use-session';
import { ArticleCard } from '../blog/article-card';
import { ProductCard } from '../category/product-card';
import { HOME_WIDGETS, homeBlockQuery, widgetQuery, type HomeWidget } from './home-data';

function ArticleCards({ articles }: { articles: Extract<HomeWidget, { type: 'latest_articles' }>['articles'] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} compact />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** One widget of the homepage: left out while it loads, when it fails, and when it has nothing to show. */
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
      <SimpleGrid as="ul" columns={{ base: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
        {data.products.map((card) => (
          <li key={card.id}>
            <ProductCard card={card} pricesHidden={data.prices_hidden} />
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Box as="section" aria-labelledby={id} data-testid="home-widget" data-widget={type}>
      <Heading as="h2" id={id} size="lg" mb="4">
        {t(`store:home.widgets.${type}`)}
      </Heading>
      {body}
    </Box>
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
    <Box as="section" aria-label={block.data.title} data-testid="home-block">
      <Box className="rich-text" dangerouslySetInnerHTML={{ __html: block.data.content }} />
    </Box>
  );
}
