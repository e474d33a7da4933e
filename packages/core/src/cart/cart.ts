import { randomBytes } from 'node:crypto';
import { saleVariants, stockProduct, type SaleVariant } from '../catalog/sale.js';
import { ApplicationRules, ONE_PER_APPLICATION } from '../service/application-rules.js';
import type { SiteSettings } from '../settings/settings.schema.js';
import { ConflictError, ForbiddenError, MESSAGES, ValidationError } from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import type { TransactItem } from '../shared/repository.js';
import type { CartLine, CartRecord } from './cart.entity.js';
import {
  CART_LIFETIME_DAYS,
  CART_MESSAGES,
  cartAllowed,
  MAX_CART_LINES,
  type CartInfo,
  type CartItemAdd,
  type CartItemDelete,
  type CartItemInfo,
  type CartItemUpdate,
} from './cart.schema.js';
import { cartStore, StaleCartError } from './cart.store.js';

/** Who asks, in which shop: the settings decide whether there is a cart at all (spec section 6). */
export interface CartContext {
  site: SiteSettings;
  /** The signed-in shopper, if any. */
  customerId: number | undefined;
  /** The language's storage slot (names are shown in it). */
  slot: string;
}

/** Tries of a change that meets another change of the same cart (then it reads again). */
const WRITE_TRIES = 4;

const ownCartId = (customerId: number) => `customer-${String(customerId)}`;
const newCartId = () => randomBytes(16).toString('base64url');
const expiry = () => Math.floor(Date.now() / 1000) + CART_LIFETIME_DAYS * 86_400;

function assertOpen(ctx: CartContext): void {
  const verdict = cartAllowed(ctx.site, ctx.customerId !== undefined);
  if (!verdict.allowed) throw new ForbiddenError(verdict.reason);
}

function blank(cartId: string, customerId: number | undefined): CartRecord {
  const now = new Date().toISOString();
  return {
    cart_id: cartId,
    ...(customerId === undefined ? {} : { customer_id: customerId }),
    items: [],
    next_item_id: 1,
    version: 0,
    created_at: now,
    updated_at: now,
    expires_at: expiry(),
  };
}

const sameOptions = (a: CartLine['additional_options'], b: CartLine['additional_options']) =>
  (a?.application_id ?? null) === (b?.application_id ?? null);

/** Units of a variant already in the cart, leaving out one line (the one being edited). */
const unitsOf = (lines: readonly CartLine[], stockId: number, except?: number) =>
  lines.filter((l) => l.stock_id === stockId && l.id !== except).reduce((sum, l) => sum + l.quantity, 0);

/** The cart this request works on: the shopper's own, or the guest's if it still exists and is a guest's. */
async function locate(cartId: string | undefined, customerId: number | undefined): Promise<CartRecord | undefined> {
  if (customerId !== undefined) return cartStore.find(ownCartId(customerId));
  if (!cartId) return undefined;
  const cart = await cartStore.find(cartId);
  return cart && cart.customer_id === undefined ? cart : undefined;
}

/**
 * Adds a guest cart's lines to a shopper's (decision 0027): the same variant with the same options
 * adds up, capped at what is left to sell; lines beyond the cart's limit are dropped.
 */
async function mergeLines(into: CartRecord, from: CartRecord, warehouseId: number | null): Promise<CartRecord> {
  const variants = await saleVariants([...into.items, ...from.items], 'default', warehouseId);
  const items = [...into.items];
  let nextId = into.next_item_id;
  for (const line of from.items) {
    const variant = variants.get(line.stock_id);
    if (!variant?.on_sale) continue;
    const room = variant.available_inventories === null ? line.quantity : variant.available_inventories - unitsOf(items, line.stock_id);
    const quantity = Math.min(line.quantity, room);
    if (quantity < 1) continue;
    const same = items.find((l) => l.stock_id === line.stock_id && sameOptions(l.additional_options, line.additional_options));
    if (same) same.quantity += quantity;
    else if (items.length < MAX_CART_LINES) items.push({ ...line, id: nextId++, quantity });
  }
  return { ...into, items, next_item_id: nextId };
}

/**
 * Reads the cart, applies a change and writes it on condition of the version read; a change that
 * met another one reads again (409 after WRITE_TRIES). A guest cart the signed-in shopper still
 * holds is merged into theirs in the same write.
 */
async function change(
  ctx: CartContext,
  cartId: string | undefined,
  apply: (cart: CartRecord) => Promise<CartLine[] | undefined> | CartLine[] | undefined,
): Promise<CartRecord> {
  for (let attempt = 1; ; attempt++) {
    const found = await locate(cartId, ctx.customerId);
    const guest = ctx.customerId !== undefined && cartId && cartId !== ownCartId(ctx.customerId) ? await cartStore.find(cartId) : undefined;
    const claimable = guest && guest.customer_id === undefined ? guest : undefined;
    const base = found ?? blank(ctx.customerId === undefined ? newCartId() : ownCartId(ctx.customerId), ctx.customerId);
    const current = claimable ? await mergeLines(base, claimable, ctx.site.warehouse_id) : base;
    const items = await apply(current);
    if (!items && found && !claimable && found.expires_at - expiry() > -86_400) return found;
    const next: CartRecord = {
      ...current,
      items: items ?? current.items,
      next_item_id: Math.max(current.next_item_id, ...(items ?? current.items).map((l) => l.id + 1)),
      version: (found?.version ?? 0) + 1,
      updated_at: new Date().toISOString(),
      expires_at: expiry(),
    };
    try {
      if (claimable) await cartStore.merge(next, found?.version ?? 0, claimable);
      else await cartStore.save(next, found?.version ?? 0);
      return next;
    } catch (error) {
      if (!(error instanceof StaleCartError)) throw error;
      if (attempt >= WRITE_TRIES) throw new ConflictError(MESSAGES.changedElsewhere);
    }
  }
}

function itemInfo(line: CartLine, variant: SaleVariant): CartItemInfo {
  return {
    id: line.id,
    stock_id: line.stock_id,
    product_id: line.product_id,
    quantity: line.quantity,
    url: variant.url,
    name: variant.name,
    sku: variant.sku,
    attributes: variant.attributes,
    image_path: variant.image_path,
    price: variant.price,
    special_price: variant.special_price,
    unit_price: variant.unit_price,
    line_total: fromMinor(toMinor(variant.unit_price) * line.quantity),
    available_inventories: variant.available_inventories,
    on_sale: variant.on_sale,
    additional_options: line.additional_options,
  };
}

/** The cart as the storefront draws it: each line with its current name, price and stock. */
async function view(cart: CartRecord, ctx: CartContext, known?: Map<number, SaleVariant>): Promise<CartInfo> {
  const variants = await saleVariants(cart.items, ctx.slot, ctx.site.warehouse_id, known);
  // A variant deleted from the catalogue since is left out (the next change drops it for good).
  const items = cart.items.flatMap((line) => {
    const variant = variants.get(line.stock_id);
    return variant ? [itemInfo(line, variant)] : [];
  });
  const ready =
    items.length > 0 &&
    items.every((i) => i.on_sale && (i.available_inventories === null || unitsOf(cart.items, i.stock_id) <= i.available_inventories));
  return {
    cart_id: cart.cart_id,
    items,
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal: fromMinor(items.reduce((sum, i) => sum + toMinor(i.line_total), 0)),
    ready,
    updated_at: cart.version === 0 ? null : cart.updated_at,
  };
}

/** Checks a variant can take `units` in this cart (spec section 5: counting what is already in it). */
async function checkUnits(
  ctx: CartContext,
  stockId: number,
  productId: number,
  units: number,
  known?: Map<number, SaleVariant>,
): Promise<void> {
  const variant = (await saleVariants([{ stock_id: stockId, product_id: productId }], ctx.slot, ctx.site.warehouse_id, known)).get(stockId);
  if (!variant?.on_sale) throw ValidationError.field('stock_id', CART_MESSAGES.notOnSale);
  if (variant.available_inventories !== null && units > variant.available_inventories) {
    throw ValidationError.field('quantity', CART_MESSAGES.quantity);
  }
}

/** What an order takes from a cart: its lines as they are now, and the version it must still be at. */
export interface CheckoutCart {
  cart_id: string;
  version: number;
  info: CartInfo;
}

/**
 * Shopping carts (spec sections 3–8; decision 0027). Every call checks the shop's flags first, then
 * answers the cart with current prices and stock. The cart a call works on is the signed-in
 * shopper's own, else the guest cart named by `cart_id`; a guest cart named by a signed-in shopper is
 * merged into theirs.
 */
export const Cart = {
  /** `POST /api/cart`: the cart, created on the first call. */
  async open(cartId: string | undefined, ctx: CartContext): Promise<CartInfo> {
    assertOpen(ctx);
    return view(await change(ctx, cartId, () => undefined), ctx);
  },

  /** The cart an order is placed from (the same one `open` answers); undefined when there is none. */
  async forCheckout(cartId: string | undefined, ctx: CartContext): Promise<CheckoutCart | undefined> {
    assertOpen(ctx);
    const cart = await locate(cartId, ctx.customerId);
    if (!cart) return undefined;
    return { cart_id: cart.cart_id, version: cart.version, info: await view(cart, ctx) };
  },

  /** The transaction item that empties the cart with the order, if it is still the version read. */
  consumeItem(cart: CheckoutCart): TransactItem {
    return cartStore.removeItem(cart.cart_id, cart.version);
  },

  /**
   * Lines that are not a cart's (an order staff enter for a customer, decision 0032), priced as a
   * cart's lines are — the same view, so the same names, unit prices, stock left and subtotal, and
   * no second copy of the pricing. Each item's `id` is its line's position from 1; a variant that
   * does not exist is left out. The shop's cart flags are the storefront's: staff are not asked.
   */
  async quote(lines: readonly { stock_id: number; quantity: number }[], ctx: Pick<CartContext, 'site' | 'slot'>): Promise<CartInfo> {
    const products = await Promise.all(lines.map((l) => stockProduct(l.stock_id)));
    const now = new Date().toISOString();
    const items = lines.flatMap((line, index): CartLine[] => {
      const productId = products[index];
      if (productId === undefined) return [];
      return [
        { id: index + 1, stock_id: line.stock_id, product_id: productId, quantity: line.quantity, additional_options: null, added_at: now },
      ];
    });
    return view({ ...blank('quote', undefined), items }, { ...ctx, customerId: undefined });
  },

  /** `POST /api/cart/item`: adds units of a variant (the same variant and options add up). */
  async add(input: CartItemAdd, ctx: CartContext): Promise<CartInfo> {
    assertOpen(ctx);
    const productId = await stockProduct(input.stock_id);
    if (productId === undefined) throw ValidationError.field('stock_id', CART_MESSAGES.notSelected);
    const ref = { stock_id: input.stock_id, product_id: productId };
    const options = input.additional_options ?? null;
    // The variants read to check the units are the ones the answer shows: read once (decision 0027).
    const known = new Map<number, SaleVariant>();
    const cart = await change(ctx, input.cart_id, async (current) => {
      // Every line's variant in the same two reads (the answer shows them all).
      await saleVariants([...current.items, ref], ctx.slot, ctx.site.warehouse_id, known);
      await checkUnits(ctx, ref.stock_id, ref.product_id, unitsOf(current.items, ref.stock_id) + input.quantity, known);
      const same = current.items.find((l) => l.stock_id === ref.stock_id && sameOptions(l.additional_options, options));
      // A service that needs approval is bought with the shopper's approved application, one unit each
      // (issue 28 §6).
      const approvalRequired = known.get(ref.stock_id)?.approval_required ?? false;
      if (approvalRequired || options?.application_id)
        await ApplicationRules.assertBuyable(
          {
            product_id: ref.product_id,
            approval_required: approvalRequired,
            application_id: options?.application_id ?? null,
            quantity: (same?.quantity ?? 0) + input.quantity,
          },
          ctx.customerId,
        );
      if (same) return current.items.map((l) => (l === same ? { ...l, quantity: l.quantity + input.quantity } : l));
      if (current.items.length >= MAX_CART_LINES) throw ValidationError.field('stock_id', CART_MESSAGES.tooManyLines);
      const line: CartLine = {
        id: current.next_item_id,
        stock_id: ref.stock_id,
        product_id: ref.product_id,
        quantity: input.quantity,
        additional_options: options,
        added_at: new Date().toISOString(),
      };
      return [...current.items, line];
    });
    return view(cart, ctx, known);
  },

  /** `PUT /api/cart/item`: sets a line's quantity (at least 1; 0 is a removal, asked for by the storefront). */
  async update(input: CartItemUpdate, ctx: CartContext): Promise<CartInfo> {
    assertOpen(ctx);
    const known = new Map<number, SaleVariant>();
    const cart = await change(ctx, input.cart_id, async (current) => {
      const line = current.items.find((l) => l.id === input.item_id);
      if (!line) throw ValidationError.field('item_id', CART_MESSAGES.itemGone);
      if (line.quantity === input.quantity) return undefined;
      if (line.additional_options?.application_id && input.quantity > 1) throw ValidationError.field('quantity', ONE_PER_APPLICATION);
      if (input.quantity > line.quantity) {
        await saleVariants(current.items, ctx.slot, ctx.site.warehouse_id, known);
        await checkUnits(ctx, line.stock_id, line.product_id, unitsOf(current.items, line.stock_id, line.id) + input.quantity, known);
      }
      return current.items.map((l) => (l === line ? { ...l, quantity: input.quantity } : l));
    });
    return view(cart, ctx, known);
  },

  /** `DELETE /api/cart/item`: removes a line; removing one already gone answers the cart as it is. */
  async remove(input: CartItemDelete, ctx: CartContext): Promise<CartInfo> {
    assertOpen(ctx);
    const cart = await change(ctx, input.cart_id, (current) =>
      current.items.some((l) => l.id === input.item_id) ? current.items.filter((l) => l.id !== input.item_id) : undefined,
    );
    return view(cart, ctx);
  },
};
