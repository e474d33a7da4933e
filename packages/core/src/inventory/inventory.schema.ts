import { z } from 'zod';
import { PAGE_SIZES } from '../shared/paging.js';
import { idNumber, optionalString } from '../shared/validation.js';

/** The spec's message keys (section 5); the web translates them. */
export const INVENTORY_MESSAGES = {
  notPositive: 'quantity_not_positive_warning',
  lessThanTotal: 'quantity_less_than_total',
  transferWarehouseRequired: 'transfer_warehouse_required',
} as const;

export const DEFAULT_REASON = 'Correction';

/** What a history row records (`kind`); the screens show each translated. */
export const INVENTORY_KINDS = ['plus', 'minus', 'transfer_in', 'transfer_out', 'update', 'receive'] as const;

/** Movement rows per page (history endpoint, and the first page inside a product). */
export const HISTORY_PAGE_SIZE = 50;

const quantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: INVENTORY_MESSAGES.notPositive })
    .int({ error: INVENTORY_MESSAGES.notPositive })
    .positive({ error: INVENTORY_MESSAGES.notPositive })
    .max(1_000_000_000),
);

const common = {
  inventory_id: idNumber().optional(),
  stock_id: idNumber().optional(),
  quantity,
  reason: optionalString(100).transform((r) => r || DEFAULT_REASON),
  remark: optionalString(1000).nullable(),
};

/** plus / minus / update: the row is named by inventory_id, or by stock_id + warehouse_id. */
export const InventoryMoveInput = z
  .object({
    ...common,
    warehouse_id: idNumber().optional(),
    expiry_date: z.iso.date({ error: 'Please check your input.' }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.inventory_id && !(v.stock_id && v.warehouse_id)) {
      ctx.addIssue({ code: 'custom', path: ['warehouse_id'], message: 'This field is required.' });
    }
  });
export type InventoryMoveInput = z.infer<typeof InventoryMoveInput>;

export const InventoryTransferInput = z
  .object({
    ...common,
    from: idNumber().optional(),
    to: z.preprocess((v) => (v === '' || v === null ? undefined : v), idNumber().optional()).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: INVENTORY_MESSAGES.transferWarehouseRequired });
    if (!v.inventory_id && !(v.stock_id && v.from)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'This field is required.' });
    }
    if (v.from && v.to && v.from === v.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose another warehouse.' });
    }
  });
export type InventoryTransferInput = z.infer<typeof InventoryTransferInput>;

/** `GET /api/admin/inventory/history`: a product's or a variant's movements, a page at a time. */
export const InventoryHistoryQuery = z
  .object({
    product_id: idNumber().optional(),
    stock_id: idNumber().optional(),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `Page size must be one of ${PAGE_SIZES.join(', ')}` })
      .default(HISTORY_PAGE_SIZE),
    /** From the previous page's `cursor`. */
    cursor: z.string().trim().max(1000).optional(),
    /** Default: newest first for a product, oldest first for a variant. */
    order: z.enum(['asc', 'desc']).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.product_id && !v.stock_id) ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'This field is required.' });
  });
export type InventoryHistoryQuery = z.infer<typeof InventoryHistoryQuery>;

export const InventoryInfo = z.object({
  id: z.number(),
  stock_id: z.number(),
  product_id: z.number(),
  warehouse_id: z.number(),
  quantity: z.number(),
  available_inventories: z.number(),
  expiry_date: z.string().nullable(),
  updated_at: z.string(),
});
export type InventoryInfo = z.infer<typeof InventoryInfo>;

export const InventoryHistoryInfo = z.object({
  id: z.string(),
  inventory_id: z.number(),
  product_id: z.number(),
  stock_id: z.number(),
  warehouse_id: z.number(),
  kind: z.string(),
  quantity: z.number(),
  total_quantity: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  reason: z.string(),
  remark: z.string().nullable(),
  admin_id: z.number().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type InventoryHistoryInfo = z.infer<typeof InventoryHistoryInfo>;

/** One row of the stock list: the stock row with the names a person reads (product, variant, warehouse). */
export const InventoryRow = InventoryInfo.extend({
  product_name: z.string().nullable(),
  has_expiry_date: z.boolean(),
  sku: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  warehouse_name: z.string().nullable(),
});
export type InventoryRow = z.infer<typeof InventoryRow>;

export const InventoryFilters = z.object({
  warehouse_id: idNumber().optional(),
  low_stock: z.coerce.number().int().min(0).optional(),
  expiring_days: z.coerce.number().int().min(0).max(3650).optional(),
});
