import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { Product } from '@shop/core/catalog/product';
import { SearchKeyword, StoreProduct, StoreProductCard } from '@shop/core/catalog/product.schema';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import { Menu } from '@shop/core/content/menu';
import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import { Settings } from '@shop/core/settings/settings';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { optionalCustomer } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

const ProductQuery = z.object({
  language: z.string().optional(),
  url: z.string({ error: 'This field is required.' }).trim().min(1, { error: 'This field is required.' }).max(255),
});

/**
 * What a storefront read needs to know about its request: the settings, the language's storage slot,
 * and whether prices may be shown (not to guests of a members-only site, spec section 6).
 */
async function shopperView(c: Context<AppEnv>, language: string | undefined) {
  const [site, resolved, shopper] = await Promise.all([Settings.get(), Settings.language(language), optionalCustomer(c)]);
  return { site, resolved, showPrices: site.member_only === 0 || shopper !== undefined };
}

const SearchInput = ListQuerySchema.pick({ page: true, per_page: true, language: true }).extend({ keyword: SearchKeyword });

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
 * members-only (spec section 6); stock counts the default product warehouse (decision 0025).
 */
export const storeProductRoutes = new Hono<AppEnv>()
  .post(
    '/product/search',
    doc({ summary: 'Search visible products by name, SKU or barcode (a page of cards)', response: pageOf(StoreProductCard) }),
    body(SearchInput),
    async (c) => {
      const { keyword, language, page, per_page } = c.req.valid('json');
      const { resolved, showPrices } = await shopperView(c, language);
      const found = await Product.list({ page, per_page, search: keyword, sort: 'name', order: 'asc' }, resolved.slot, { visibled: true });
      return c.json(
        {
          ...found,
          data: found.data.map((p): StoreProductCard => ({
            id: p.id,
            url: p.url,
            name: p.name,
            image_path: p.image_path,
            price: showPrices ? p.price : null,
            in_stock: !p.track_inventories || p.stock_status === 'in_stock',
            is_new: p.is_new,
            is_hot: p.is_hot,
            is_featured: p.is_featured,
          })),
        },
        200,
      );
    },
  )
  .post(
    '/product',
    doc({ summary: 'A product page: visible variants, prices, stock, brand and categories', response: StoreProduct }),
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
