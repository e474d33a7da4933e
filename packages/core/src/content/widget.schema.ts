import { z } from 'zod';
import { StoreArticleCard } from '../blog/article.schema.js';
import { StoreProductCard } from '../catalog/product.schema.js';
import { MESSAGES } from '../shared/errors.js';

/** The widget types of `POST /api/widget` (spec section 7; decision 0035). */
export const WIDGET_TYPES = ['featured_products', 'new_products', 'hot_products', 'brands', 'latest_articles'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** Items a widget shows unless told, and at most. */
export const WIDGET_DEFAULT_LIMIT = 8;
export const WIDGET_MAX_LIMIT = 24;

/** `data` of every type: how many items (1–24, 8 unless told). */
export const WidgetData = z
  .object({
    limit: z.coerce
      .number({ error: MESSAGES.check })
      .int({ error: MESSAGES.check })
      .min(1, { error: MESSAGES.check })
      .max(WIDGET_MAX_LIMIT, {
        error: 'May not be greater than 24.',
      }),
  })
  .partial()
  .default({});

/** `POST /api/widget {language, type, data}`. */
export const StoreWidgetInput = z.object({
  language: z.string().optional(),
  type: z.enum(WIDGET_TYPES, { error: MESSAGES.check }),
  data: WidgetData,
});
export type StoreWidgetInput = z.infer<typeof StoreWidgetInput>;

/** A brand as a widget shows it (the storefront brand list's fields). */
export const WidgetBrand = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  image_path: z.string().nullable(),
});

/**
 * A widget's answer: its type and items. Product widgets carry the listing's cards (prices withheld
 * from guests of a members-only site: `prices_hidden`), brands the enabled brands, articles the
 * newest visible articles' cards.
 */
export const StoreWidget = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['featured_products', 'new_products', 'hot_products']),
    products: z.array(StoreProductCard),
    prices_hidden: z.boolean(),
  }),
  z.object({ type: z.literal('brands'), brands: z.array(WidgetBrand) }),
  z.object({ type: z.literal('latest_articles'), articles: z.array(StoreArticleCard) }),
]);
export type StoreWidget = z.infer<typeof StoreWidget>;
