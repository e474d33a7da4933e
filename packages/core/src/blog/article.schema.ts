import { z } from 'zod';
import { StoreProductCard } from '../catalog/product.schema.js';
import { fieldSet } from '../shared/fields.js';
import { ListQuerySchema } from '../shared/paging.js';
import { richText } from '../shared/rich-text.js';
import { booleanish, idNumber, optionalImage, optionalString, requiredString, TEXT_LIMITS, urlSlug } from '../shared/validation.js';
import { StoreBlogCategory } from './blog-category.schema.js';

/** The texts an article keeps per language; the rest are global (spec section 3). */
export const ARTICLE_TRANSLATED = ['title', 'short_description', 'content', 'meta_title', 'meta_short_description'] as const;

/**
 * Categories an article may be filed under: each is a ref-set change, a listing item and a counter in
 * the article's transaction (decision 0034), which must stay under DynamoDB's 100 items.
 */
export const MAX_ARTICLE_CATEGORIES = 10;
/** Related products shown under an article (one BatchGet of their cards). */
export const MAX_ARTICLE_PRODUCTS = 20;

/** A list of ids, chosen once each (form data sends `categories[]=3&categories[]=5`). */
const idList = (max: number) =>
  z
    .array(idNumber())
    .max(max)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/**
 * An article (spec section 3): visibled, title (required), url (required, unique), show_date, short
 * description, content (required rich text, sanitised on parse), meta, image, banner, categories
 * (blog categories) and related products.
 */
export const ArticleInput = z.object({
  visibled: booleanish().default(true),
  title: requiredString(255),
  url: urlSlug(),
  show_date: booleanish().default(true),
  short_description: optionalString(TEXT_LIMITS.shortText),
  content: richText(TEXT_LIMITS.richText, { required: true }),
  meta_title: optionalString(255),
  meta_short_description: optionalString(1000),
  image: optionalImage(),
  banner: optionalImage(),
  categories: idList(MAX_ARTICLE_CATEGORIES),
  products: idList(MAX_ARTICLE_PRODUCTS),
});
export type ArticleInput = z.infer<typeof ArticleInput>;

/** Title and texts per language, the rest global; the two id lists are declared by hand in the entity and answer. */
export const articleFields = fieldSet(ArticleInput.omit({ categories: true, products: true }), { translated: ARTICLE_TRANSLATED });

export const ArticleInfo = z.object({
  id: z.number(),
  ...articleFields.answer,
  categories: z.array(z.number()),
  products: z.array(z.number()),
  image_path: z.string().nullable(),
  banner_path: z.string().nullable(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ArticleInfo = z.infer<typeof ArticleInfo>;

/** A row of the admin list: the article without its content (a page of rows stays small). */
export const ArticleRow = ArticleInfo.omit({ content: true });
export type ArticleRow = z.infer<typeof ArticleRow>;

/** `visibled`, and the articles of one blog category (its own set of article ids, never the list). */
export const ArticleFilters = z.object({
  visibled: booleanish().optional(),
  category_id: z.coerce.number().int().positive().optional(),
});
export type ArticleFilters = z.infer<typeof ArticleFilters>;

// ---------------------------------------------------------------------------------------------
// The storefront (decision 0034)

/** What a category page shows of an article. `date` is the day it was published, only when `show_date`. */
export const StoreArticleCard = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  short_description: z.string(),
  image_path: z.string().nullable(),
  date: z.string().nullable(),
});
export type StoreArticleCard = z.infer<typeof StoreArticleCard>;

/** `POST /api/article {language, url}`: one visible article, its visible categories and related products. */
export const StoreArticle = StoreArticleCard.extend({
  content: z.string(),
  meta_title: z.string(),
  meta_short_description: z.string(),
  banner_path: z.string().nullable(),
  categories: z.array(StoreBlogCategory.pick({ id: true, title: true, url: true })),
  products: z.array(StoreProductCard),
  prices_hidden: z.boolean(),
  language: z.string(),
});
export type StoreArticle = z.infer<typeof StoreArticle>;

/** `POST /api/blog/category {language, url, page, per_page}`: the category and a page of its visible articles, newest first. */
export const StoreBlogCategoryPage = z.object({
  category: StoreBlogCategory,
  data: z.array(StoreArticleCard),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type StoreBlogCategoryPage = z.infer<typeof StoreBlogCategoryPage>;

const requiredUrl = () => requiredString(255);
const languageField = () => z.string().trim().max(20).optional();

export const StoreArticleQuery = z.object({ language: languageField(), url: requiredUrl() });

/** `POST /api/blog/category`: the page sizes of every list (10, 20, 50, 100; spec section 9). */
export const StoreBlogCategoryQuery = z.object({
  language: languageField(),
  url: requiredUrl(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: ListQuerySchema.shape.per_page,
});
