import { Article } from '../blog/article.js';
import { Brand } from '../catalog/brand.js';
import { Listing, type ListingView } from '../catalog/listing.js';
import type { ProductFlag } from '../catalog/product-flags.js';
import { WIDGET_DEFAULT_LIMIT, type StoreWidget, type StoreWidgetInput, type WidgetType } from './widget.schema.js';

/** Which product flag each product widget follows (decision 0035: staff set them on the product). */
const FLAG_OF: Partial<Record<WidgetType, ProductFlag>> = {
  featured_products: 'is_featured',
  new_products: 'is_new',
  hot_products: 'is_hot',
};

/**
 * Widgets: each reads an index kept for it, never a list to filter (decision 0035). Products: the
 * flag's set of ids and those records; brands: the first page of the enabled brands by name; articles:
 * the first page of the visible articles, newest first. Every one is kept 30 s per process by its own
 * domain and emptied by that domain's writes.
 */
export const Widget = {
  async storefront(input: Pick<StoreWidgetInput, 'type' | 'data'>, view: ListingView): Promise<StoreWidget> {
    const limit = input.data.limit ?? WIDGET_DEFAULT_LIMIT;
    const { type } = input;
    if (type === 'brands') {
      const page = await Brand.storefront({ page: 1, per_page: limit }, view.language);
      return { type, brands: page.data.map(({ id, title, url, image_path }) => ({ id, title, url, image_path })) };
    }
    if (type === 'latest_articles') return { type, articles: await Article.latest(limit, view.language) };
    const flag = FLAG_OF[type]!;
    return { type, products: await Listing.flagged(flag, limit, view), prices_hidden: !view.showPrices };
  },
};
