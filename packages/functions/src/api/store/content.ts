import { Hono } from 'hono';
import { Block } from '@shop/core/content/block';
import { StoreBlock, StoreBlockInput } from '@shop/core/content/block.schema';
import { Page } from '@shop/core/content/page';
import { StorePage, StorePageInput } from '@shop/core/content/page.schema';
import { Slider } from '@shop/core/content/slider';
import { StoreSliderQuery, StoreSliders } from '@shop/core/content/slider.schema';
import { Widget } from '@shop/core/content/widget';
import { StoreWidget, StoreWidgetInput } from '@shop/core/content/widget.schema';
import { Settings } from '@shop/core/settings/settings';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { languageOf } from '../http.js';
import { publicCaching } from '../middleware/public-cache.js';
import { body, query } from '../validate.js';
import { shopperView } from './shopper.js';

/**
 * `POST /api/page {language, url}` and `POST /api/block {identifier, language}` (spec section 7): an
 * enabled page or block in the language asked for (the main language's texts as fallback), else 404
 * — a disabled one answers as one that does not exist (decision 0033); a page's old url, 404 with
 * `moved_to` (decision 0040).
 */
export const storeContentRoutes = new Hono<AppEnv>()
  .post(
    '/page',
    doc({ summary: 'A static page: its texts, image, css and scripts', response: StorePage, renamed: true }),
    body(StorePageInput),
    async (c) => {
      const { url, language } = c.req.valid('json');
      const page = await Page.storefront(url, (await Settings.language(language)).slot);
      if (!page) throw new NotFoundError();
      return c.json(page, 200);
    },
  )
  .post('/block', doc({ summary: 'A block of rich content by identifier', response: StoreBlock }), body(StoreBlockInput), async (c) => {
    const { identifier, language } = c.req.valid('json');
    const block = await Block.storefront(identifier, (await Settings.language(language)).slot);
    if (!block) throw new NotFoundError();
    return c.json(block, 200);
  })
  .get(
    '/slider',
    doc({ summary: 'Enabled sliders (one by identifier) with the slides showing now, in the language', response: StoreSliders }),
    query(StoreSliderQuery),
    ...publicCaching,
    async (c) => {
      const { identifier } = c.req.valid('query');
      const data = await Slider.storefront(identifier || undefined, await languageOf(c));
      return c.json({ data } satisfies StoreSliders, 200);
    },
  )
  .post(
    '/widget',
    doc({ summary: 'A homepage widget: featured, new or hot products, brands or the latest articles', response: StoreWidget }),
    body(StoreWidgetInput),
    async (c) => {
      const { language, type, data } = c.req.valid('json');
      const { resolved, showPrices } = await shopperView(c, language);
      const widget = await Widget.storefront({ type, data }, { language: resolved.slot, showPrices });
      return c.json(widget satisfies StoreWidget, 200);
    },
  );
