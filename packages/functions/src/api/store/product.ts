import { Hono } from 'hono';
import { z } from 'zod';
import { Product } from '@shop/core/catalog/product';
import { Listing } from '@shop/core/catalog/listing';
import { SearchListingInput, StoreListing } from '@shop/core/catalog/listing.schema';
import { StoreProduct } from '@shop/core/catalog/product.schema';
import { Menu } from '@shop/core/content/menu';
import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';
import { shopperView } from './shopper.js';

const ProductQuery = z.object({
  language: z.string().optional(),
  url: z.string({ error: 'This field is required.' }).trim().min(1, { error: 'This field is required.' }).max(255),
});

/** Every category menu of the storefront tree (enabled menus only, under enabled parents) by id. */
function categoriesById(nodes: readonly StoreMenuNode[], found = new Map<number, StoreMenuNode>()): Map<number, StoreMenuNode> {
  for (const node of nodes) {
    if (node.type === 'category') found.set(node.id, node);
    categoriesById(node.menus_recursive as StoreMenuNode[], found);
  }
  return found;
}

/**
 * `POST /api/product {language, url}` (spec section 7): a visible product with its visible variants,
 * its enabled brand and enabled categories. Prices are withheld from guests when the site is
 * members-only (spec section 6); stock counts the default product warehouse (decision 0025). A url the
 * product was renamed away from is 404 with `moved_to` (decision 0040, thrown by core).
 */
export const storeProductRoutes = new Hono<AppEnv>()
  .post(
    '/product/search',
    doc({
      summary: 'Search visible products by name, SKU or barcode (symbols ignored): a page of cards with filters, order and facets',
      response: StoreListing,
    }),
    body(SearchListingInput),
    async (c) => {
      const { keyword, ...query } = c.req.valid('json');
      const { resolved, showPrices } = await shopperView(c, query.language);
      return c.json(await Listing.search(keyword, query, { language: resolved.slot, showPrices }), 200);
    },
  )
  .post(
    '/product',
    doc({ summary: 'A product page: visible variants, prices, stock, brand and categories', response: StoreProduct, renamed: true }),
    body(ProductQuery),
    async (c) => {
      const { url, language } = c.req.valid('json');
      const { site, resolved, showPrices } = await shopperView(c, language);
      const product = await Product.storefront(url, resolved.slot, { showPrices, warehouseId: site.warehouse_id });
      if (!product) throw new NotFoundError();
      const categories = categoriesById(await Menu.storefront(resolved.slot));
      const { category_ids, ...answer } = product;
      return c.json(
        {
          ...answer,
          categories: category_ids.flatMap((id) => {
            const node = categories.get(id);
            return node ? [{ id: node.id, title: node.title, url: node.url }] : [];
          }),
        } satisfies StoreProduct,
        200,
      );
    },
  );
