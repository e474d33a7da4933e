import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { named } from '../shared/named.js';
import { MESSAGES } from '../shared/errors.js';
import { booleanish, idNumber, isHttpUrl, optionalImage, optionalString, requiredString } from '../shared/validation.js';

/**
 * Menu rules shared by the API and the web forms (spec sections 3 and 4). Pure TypeScript + zod:
 * the drag-ordering screen can reuse `placeAmongSiblings` and the storefront `storefrontLink`.
 */
export const MENU_TYPES = ['category', 'page', 'link', 'blog_article', 'blog_category', 'form', 'service', 'contact_us'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Fields stored per language; the rest are global. */
export const MENU_TRANSLATED = ['title', 'short_description', 'meta_title', 'meta_description'] as const;

/** Spec section 9: order steps by 100. */
export const ORDER_STEP = 100;

/** Types whose url is fixed and hidden in the form; any url sent is ignored. */
export const FIXED_URLS: Readonly<Partial<Record<MenuType, string>>> = { service: 'services', contact_us: 'contact-us' };

/**
 * Types whose url names an item of another resource (page, blog article, blog category, form). Until
 * those resources exist the url is checked as a slug only (decision 0004).
 */
export const REFERENCE_TYPES: readonly MenuType[] = ['page', 'blog_article', 'blog_category', 'form'];

const SLUG = /^[a-z0-9][a-z0-9-_]*$/i;
export const SLUG_MESSAGE = 'Only letters, digits, - and _ are allowed.';

/**
 * The url a menu of `type` stores, or the message to show beside the url field. `link` needs an
 * http(s) URL; `service` and `contact_us` are fixed; every other type needs a slug.
 */
export function menuUrl(type: MenuType, url: string | null | undefined): { url: string } | { error: string } {
  const fixed = FIXED_URLS[type];
  if (fixed) return { url: fixed };
  const value = (url ?? '').trim();
  if (value === '') return { error: MESSAGES.required };
  if (type === 'link') {
    if (value.length > 2000 || !isHttpUrl(value)) return { error: MESSAGES.url };
    return { url: value };
  }
  if (value.length > 200) return { error: 'May not be greater than 200 characters.' };
  if (!SLUG.test(value)) return { error: SLUG_MESSAGE };
  return { url: value };
}

/** Where a menu leads on the storefront (spec section 2, "Storefront menu links map by type"). */
export function storefrontLink(type: MenuType, url: string): string {
  const slug = encodeURIComponent(url);
  switch (type) {
    case 'category':
      return `/category/${slug}`;
    case 'page':
      return `/${slug}`;
    case 'link':
      return url;
    case 'blog_article':
      return `/blog/article/${slug}`;
    case 'blog_category':
      return `/blog/category/${slug}`;
    case 'form':
      return `/form/${slug}`;
    case 'service':
      return '/service';
    case 'contact_us':
      return '/contact-us';
  }
}

export interface OrderedSibling {
  id: number;
  order: number;
}

/** The order that puts a menu last among `siblings`: last sibling order + 100, or 0 if none. */
export function lastOrder(siblings: readonly OrderedSibling[]): number {
  if (!siblings.length) return 0;
  return Math.max(...siblings.map((s) => s.order)) + ORDER_STEP;
}

/**
 * Which siblings must be renumbered so that menu `id` can take `order` while orders stay unique
 * among siblings. The moved menu always keeps the requested order; only colliding neighbours move,
 * in steps of 100, and only as far as the collision cascades.
 *
 * `after` (a menu dragged down within the same parent) puts it after the sibling it lands on, so
 * dragging onto a neighbour swaps the two; otherwise (dragged up, new menu) it goes before it.
 * If stepping down would leave an order below 0 the neighbours are pushed up instead.
 */
export function placeAmongSiblings(
  siblings: readonly OrderedSibling[],
  moved: { id: number; order: number; after?: boolean },
): OrderedSibling[] {
  const others = siblings.filter((s) => s.id !== moved.id).sort((a, b) => a.order - b.order || a.id - b.id);
  if (!others.some((s) => s.order === moved.order)) return [];
  if (moved.after) {
    const changes: OrderedSibling[] = [];
    let next = moved.order;
    for (const sibling of others.filter((s) => s.order <= moved.order).reverse()) {
      if (sibling.order < next) break;
      next -= ORDER_STEP;
      changes.push({ id: sibling.id, order: next });
    }
    if (next >= 0) return changes;
  }
  const changes: OrderedSibling[] = [];
  let previous = moved.order;
  for (const sibling of others.filter((s) => s.order >= moved.order)) {
    if (sibling.order > previous) break;
    previous += ORDER_STEP;
    changes.push({ id: sibling.id, order: previous });
  }
  return changes;
}

const typeField = () =>
  z.enum(MENU_TYPES, {
    error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? MESSAGES.required : MESSAGES.check),
  });

/** Parent id; empty, 0 or "null" (form data) mean a top-level menu. */
const parentField = () =>
  z.preprocess((v) => (v === '' || v === null || v === 'null' || v === 0 || v === '0' ? null : v), idNumber().nullable());

/** Order as a whole number ≥ 0; empty (form data) means "put it last". */
const orderField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v === null ? undefined : v),
    z
      .number({ error: MESSAGES.check })
      .int({ error: MESSAGES.check })
      .min(0, { error: 'The order must be at least 0.' })
      .max(1_000_000_000, { error: MESSAGES.check })
      .optional(),
  );

/** Every field, none defaulted: the update schema is its partial (fields left out keep their value). */
const MenuFields = z.object({
  parent_id: parentField(),
  enabled: booleanish(),
  title: requiredString(255),
  short_description: optionalString(5000),
  type: typeField(),
  url: z.string({ error: MESSAGES.check }).trim().max(2000).nullish(),
  meta_title: optionalString(255),
  meta_description: optionalString(5000),
  order: orderField(),
  open_in_current_tab: booleanish(),
  display_in_mobile: booleanish(),
  display_in_desktop: booleanish(),
  image: optionalImage(),
});

/**
 * What a menu stores as it is sent: the texts per language, the flags, the type and the image. Core
 * works out the parent (0 for the top level), the order and the url (menu.ts), so they are declared by
 * hand in the entity and the answer. A new field of this kind is one line in `MenuFields`.
 */
export const menuFields = fieldSet(MenuFields.omit({ parent_id: true, order: true, url: true }), { translated: MENU_TRANSLATED });

/** The texts only the edit screen shows; rows, tree nodes and ancestors carry the title alone. */
const { short_description, meta_title, meta_description, ...coreAnswer } = menuFields.answer;

function urlRule(data: { type?: MenuType; url?: string | null }, ctx: z.RefinementCtx): void {
  if (!data.type) return;
  const result = menuUrl(data.type, data.url);
  if ('error' in result) ctx.addIssue({ code: 'custom', path: ['url'], message: result.error });
}

/** Create: title, type and url (unless fixed by the type) required; flags default to true. */
export const MenuInput = MenuFields.extend({
  parent_id: parentField().optional(),
  order: orderField().optional(),
  enabled: booleanish().default(true),
  open_in_current_tab: booleanish().default(true),
  display_in_mobile: booleanish().default(true),
  display_in_desktop: booleanish().default(true),
}).superRefine(urlRule);
export type MenuInput = z.infer<typeof MenuInput>;

/**
 * Update (`PUT`, or `POST` with `_method=PUT`): any subset of the fields, so the drag screen can send
 * only `order` and/or `parent_id`. The url rule is checked against the merged record in core.
 */
export const MenuUpdateInput = MenuFields.partial();
export type MenuUpdateInput = z.infer<typeof MenuUpdateInput>;

const MenuCore = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  url: z.string(),
  order: z.number(),
  ...coreAnswer,
  image_path: z.string().nullable(),
});

/** A node of the admin tree: `menus_recursive` holds its children (by order), recursively. */
export const MenuNode = named(
  MenuCore.extend({
    level: z.number(),
    display_title: z.string(),
    updated_at: z.string(),
    get menus_recursive(): z.ZodArray<typeof MenuNode> {
      return z.array(MenuNode);
    },
  }),
  'MenuNode',
);
export type MenuNode = z.infer<typeof MenuNode>;

/** An ancestor: the parent, with its own parent in `parent_recursive` (null at the top). */
export const MenuAncestor = named(
  MenuCore.extend({
    get parent_recursive() {
      return MenuAncestor.nullable();
    },
  }),
  'MenuAncestor',
);
export type MenuAncestor = z.infer<typeof MenuAncestor>;

/** One row of the paged admin list and of `/menu/flat`. */
export const MenuRow = MenuCore.extend({
  level: z.number(),
  display_title: z.string(),
  parent_name: z.string().nullable(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MenuRow = z.infer<typeof MenuRow>;

/** One menu with everything the edit screen needs. */
export const MenuInfo = MenuRow.extend({
  short_description,
  meta_title,
  meta_description,
  /** Products of a category menu; filled by the product domain (decision 0004). */
  products: z.array(z.unknown()),
  parent_recursive: MenuAncestor.nullable(),
  menus_recursive: z.array(MenuNode),
});
export type MenuInfo = z.infer<typeof MenuInfo>;

/** A storefront menu node: `link` is where it leads; disabled menus and their subtrees are absent. */
export const StoreMenuNode = named(
  z.object({
    id: z.number(),
    title: z.string(),
    short_description: z.string(),
    type: z.enum(MENU_TYPES),
    url: z.string(),
    link: z.string(),
    open_in_current_tab: z.boolean(),
    display_in_mobile: z.boolean(),
    display_in_desktop: z.boolean(),
    image: z.string().nullable(),
    image_path: z.string().nullable(),
    get menus_recursive() {
      return z.array(StoreMenuNode);
    },
  }),
  'StoreMenuNode',
);
export type StoreMenuNode = z.infer<typeof StoreMenuNode>;

/** List filters: `parent_id=0` lists the top-level menus. */
export const MenuFilters = z.object({
  enabled: booleanish().optional(),
  type: z.enum(MENU_TYPES).optional(),
  parent_id: z.coerce.number().int().min(0).optional(),
});
