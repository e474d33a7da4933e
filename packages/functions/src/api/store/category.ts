import { Hono } from 'hono';
import { Attribute } from '@shop/core/catalog/attribute';
import { Listing } from '@shop/core/catalog/listing';
import { CategoryListingInput, StoreAttributeInput, StoreAttributes, StoreCategoryListing } from '@shop/core/catalog/listing.schema';
import { Menu } from '@shop/core/content/menu';
import { Settings } from '@shop/core/settings/settings';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';
import { shopperView } from './shopper.js';

/**
 * `POST /api/category {language, url, page, per_page, sort, filters}` and `POST /api/attribute
 * {position, language}` (spec section 7, decision 0026). A category's old url is 404 with `moved_to`
 * (decision 0040).
 */
export const storeCategoryRoutes = new Hono<AppEnv>()
  .post(
    '/category',
    doc({
      summary: 'A category page: the category, a page of its visible products as cards, and the facets',
      response: StoreCategoryListing,
      renamed: true,
    }),
    body(CategoryListingInput),
    async (c) => {
      const { url, ...query } = c.req.valid('json');
      const { resolved, showPrices } = await shopperView(c, query.language);
      // Only a category the storefront shows (enabled, under enabled parents); otherwise 404 alike.
      const category = await Menu.storefrontCategory(url, resolved.slot);
      if (!category) throw new NotFoundError();
      const listing = await Listing.category(category.id, query, { language: resolved.slot, showPrices });
      return c.json({ ...listing, category }, 200);
    },
  )
  .post(
    '/attribute',
    doc({ summary: 'The storefront’s options (size, colour…) with their labels, by position', response: StoreAttributes }),
    body(StoreAttributeInput),
    async (c) => {
      const { language, position } = c.req.valid('json');
      const resolved = await Settings.language(language);
      const all = await Attribute.storefront(resolved.slot);
      const data = all
        .filter((a) => position === undefined || a.position <= position)
        .map(({ id, key, label, position: at }) => ({ id, key, label, position: at }));
      return c.json({ data }, 200);
    },
  );
