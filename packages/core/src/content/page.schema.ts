import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { richText } from '../shared/rich-text.js';
import { booleanish, optionalImage, optionalString, requiredString, TEXT_LIMITS, urlSlug } from '../shared/validation.js';

/**
 * Static pages (spec section 3: Page) and the rules the web form shares. Imports only zod and
 * shared helpers: the storefront and the back office reuse them.
 */

/**
 * First path segments the storefront routes itself (web/src/app/router.tsx, spec section 2, and the
 * ones later issues add): a page with such a url would never be reached at `/{url}`, where menus
 * link to it, so it is refused. A web test keeps this list in step with the router.
 */
export const RESERVED_PAGE_URLS = [
  'account',
  'admin',
  'admin-reset-password',
  'api',
  'blog',
  'cart',
  'category',
  'checkout',
  'contact-us',
  'ebook',
  'form',
  'funnel',
  'login',
  'order',
  'page',
  'password',
  'product',
  'register',
  'reset-password',
  'search',
  'service',
  'stripe',
  'unsubscribe',
  'wishlist',
] as const;

export const RESERVED_URL_MESSAGE = 'This url is used by another storefront page; choose another.';

export { MAX_PAGE_SCRIPTS, SCRIPT_LINE_MESSAGE, scriptField, scriptLines } from '../shared/script-field.js';
import { scriptField } from '../shared/script-field.js';

export const PageInput = z.object({
  enabled: booleanish().default(true),
  title: requiredString(255),
  url: urlSlug().refine((url) => !(RESERVED_PAGE_URLS as readonly string[]).includes(url.toLowerCase()), {
    error: RESERVED_URL_MESSAGE,
  }),
  short_description: optionalString(TEXT_LIMITS.shortText),
  /** Rich text (the medium editor), sanitised when parsed. */
  content: richText(),
  meta_title: optionalString(255),
  meta_description: optionalString(TEXT_LIMITS.shortText),
  /** Styles applied while the page is shown (plain CSS, set as a <style> element's text). */
  css: optionalString(20_000),
  header_script: scriptField(),
  footer_script: scriptField(),
  /** The key the upload route answered (`uploads/…`). */
  image: optionalImage(),
});
export type PageInput = z.infer<typeof PageInput>;

/**
 * The fields only staff holding `update page_scripts` may change (`PAGE_SCRIPTS_PERMISSION`): code
 * and styles that run on the storefront. Left out of an update, they keep their value.
 */
export const PAGE_SCRIPT_FIELDS = ['css', 'header_script', 'footer_script'] as const;

/** The texts are per language; url, flags, css, scripts and image are global. */
export const pageFields = fieldSet(PageInput, {
  translated: ['title', 'short_description', 'content', 'meta_title', 'meta_description'],
});

export const PageInfo = z.object({
  id: z.number(),
  ...pageFields.answer,
  image_path: z.string().nullable(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PageInfo = z.infer<typeof PageInfo>;

/** A row of the admin list: the texts only the edit screen shows are left out. */
export const PageRow = PageInfo.pick({
  id: true,
  title: true,
  url: true,
  enabled: true,
  language: true,
  created_at: true,
  updated_at: true,
});
export type PageRow = z.infer<typeof PageRow>;

/** `POST /api/page {language, url}` (spec section 7). */
export const StorePageInput = z.object({
  language: z.string().optional(),
  url: requiredString(200),
});

/** What the storefront shows of an enabled page, in one language (the main language's text as fallback). */
export const StorePage = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  short_description: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  css: z.string(),
  /** Script addresses to load while the page is shown: in the head, and at the end of the body. */
  header_scripts: z.array(z.string()),
  footer_scripts: z.array(z.string()),
  image_path: z.string().nullable(),
  updated_at: z.string(),
});
export type StorePage = z.infer<typeof StorePage>;
