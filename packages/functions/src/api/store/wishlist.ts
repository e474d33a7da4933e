import { Hono } from 'hono';
import { Settings } from '@shop/core/settings/settings';
import { Wishlist } from '@shop/core/wishlist/wishlist';
import { WishlistChange, WishlistInfo, WishlistQuery } from '@shop/core/wishlist/wishlist.schema';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { customerAuth } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';

const slotOf = async (language: string | undefined) => (await Settings.language(language)).slot;

/**
 * The signed-in shopper's wishlist (issue 9 §4; decision 0029). Every route reads the shopper from the
 * token (a guest or an admin token: 401), and every one answers the whole list, newest first.
 */
export const storeWishlistRoutes = new Hono<AppEnv>()
  .use('*', customerAuth)
  .get('/', doc({ summary: 'My wishlist, newest first', response: WishlistInfo }), query(WishlistQuery), async (c) => {
    const { language } = c.req.valid('query');
    return c.json(await Wishlist.get(c.get('customer').id, await slotOf(language)), 200);
  })
  .post(
    '/',
    doc({ summary: 'Save a product to my wishlist; answers the wishlist', response: WishlistInfo }),
    body(WishlistChange),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await Wishlist.add(c.get('customer').id, input.product_id, await slotOf(input.language)), 200);
    },
  )
  .delete(
    '/',
    doc({ summary: 'Remove a product from my wishlist; answers the wishlist', response: WishlistInfo }),
    body(WishlistChange),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await Wishlist.remove(c.get('customer').id, input.product_id, await slotOf(input.language)), 200);
    },
  )
  .delete(
    '/:id{[0-9]+}',
    doc({ summary: 'Remove a product from my wishlist; answers the wishlist', response: WishlistInfo }),
    query(WishlistQuery),
    async (c) => {
      const { language } = c.req.valid('query');
      return c.json(await Wishlist.remove(c.get('customer').id, pathId(c), await slotOf(language)), 200);
    },
  );
