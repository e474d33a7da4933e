import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import { fileUrl } from '../../lib/format';
import { absoluteUrl } from '../../lib/site-origin';
import { plainText } from '../../lib/plain-text';
import type { SiteConfig } from '../../lib/site-config';
import type { StoreArticle } from '../shared/blog-data';
import type { StoreProduct } from '../shared/product-data';

/**
 * schema.org objects for the pages' JSON-LD (decision 0044): what search engines show as rich
 * results. Addresses are absolute; prices are in the shop's base currency, what the shopper is
 * charged (the chosen currency is a display conversion), and absent when the shop withholds them.
 */
const CONTEXT = 'https://schema.org';

const picture = (key: string | null | undefined) => {
  const path = fileUrl(key);
  return path ? absoluteUrl(path) : undefined;
};

export function organization(config: SiteConfig, name: string) {
  const logo = picture(config.logo);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url: absoluteUrl('/'),
    ...(logo ? { logo } : {}),
  };
}

/** The site and its search box (`/search/{keyword}`), for a sitelinks search box. */
export function website(name: string, language: string) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: absoluteUrl('/'),
    inLanguage: language.replace('_', '-'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search/')}{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbs(trail: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The menus from the top down to the one that links to `link` (`/category/bags`), or none. */
export function menuTrail(menu: readonly StoreMenuNode[], link: string): Crumb[] {
  for (const node of menu) {
    const here = { name: node.title, path: node.link };
    if (node.link === link) return [here];
    // The recursive type is declared through a getter, which zod infers loosely.
    const below = menuTrail(node.menus_recursive as StoreMenuNode[], link);
    if (below.length > 0) return node.link.startsWith('/') ? [here, ...below] : below;
  }
  return [];
}

/** Home, the menus down to a category of the product (the first the menu has), the product. */
export function productTrail(product: StoreProduct, menu: readonly StoreMenuNode[], home: string): Crumb[] {
  const own = { name: product.name, path: `/product/${encodeURIComponent(product.url)}` };
  for (const category of product.categories) {
    const trail = menuTrail(menu, `/category/${encodeURIComponent(category.url)}`);
    if (trail.length > 0) return [{ name: home, path: '/' }, ...trail, own];
  }
  const first = product.categories[0];
  const category = first ? [{ name: first.title, path: `/category/${encodeURIComponent(first.url)}` }] : [];
  return [{ name: home, path: '/' }, ...category, own];
}

export function productData(product: StoreProduct, config: SiteConfig) {
  const url = absoluteUrl(`/product/${encodeURIComponent(product.url)}`);
  const images = product.image_list.map(picture).filter((src): src is string => Boolean(src));
  const description = plainText(product.meta_description || product.description);
  const offers = product.prices_hidden
    ? []
    : product.stocks
        .filter((stock) => (stock.special_price ?? stock.price) !== null)
        .map((stock) => ({
          '@type': 'Offer',
          sku: stock.sku,
          price: stock.special_price ?? stock.price,
          priceCurrency: config.base_currency,
          availability: stock.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          url,
        }));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    ...(offers.length ? { offers } : {}),
  };
}

export function articleData(article: StoreArticle, site: string, config: SiteConfig) {
  const image = picture(article.banner_path ?? article.image_path);
  const logo = picture(config.logo);
  const publisher = { '@type': 'Organization', name: site, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) };
  const description = plainText(article.meta_short_description || article.short_description);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title.slice(0, 110),
    url: absoluteUrl(`/blog/article/${encodeURIComponent(article.url)}`),
    mainEntityOfPage: absoluteUrl(`/blog/article/${encodeURIComponent(article.url)}`),
    ...(image ? { image: [image] } : {}),
    ...(description ? { description } : {}),
    ...(article.date ? { datePublished: article.date } : {}),
    author: { '@type': 'Organization', name: site, url: absoluteUrl('/') },
    publisher,
  };
}
