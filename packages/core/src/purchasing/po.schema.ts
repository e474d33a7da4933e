import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { moneyField } from '../shared/money.js';
import { idNumber, optionalString } from '../shared/validation.js';

/** `closed`: a partly received order closed short; what is still outstanding will not come (decision 0011). */
export const PO_STATUSES = ['draft', 'ordered', 'partially_received', 'received', 'closed', 'cancelled'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

export const MAX_PO_LINES = 100;
/** Deliveries per purchase order; keeps the order's item far below DynamoDB's 400 KB. */
export const MAX_PO_RECEIPTS = 50;

/** The spec's inventory message keys (section 5), reused for receiving; the web translates them. */
export const PO_MESSAGES = {
  notPositive: 'quantity_not_positive_warning',
  lessThanTotal: 'quantity_less_than_total',
  repeated: 'This input can not be repeated',
} as const;

const blankToNull = (v: unknown) => (v === '' ? null : v);

const positiveInt = (error: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === '' ? MESSAGES.required : error) })
      .int({ error })
      .positive({ error })
      .max(1_000_000, { error: 'May not be greater than 1000000.' }),
  );

export const PoLineInput = z.object({
  /** A saved line's id (kept on edit); left out for a new line. */
  id: z.preprocess(blankToNull, idNumber().nullish()),
  stock_id: idNumber(),
  quantity: positiveInt(PO_MESSAGES.notPositive),
  unit_cost: moneyField(),
});
export type PoLineInput = z.infer<typeof PoLineInput>;

/**
 * Create and edit. `received_quantity`, `status`, `number` and `total` are the server's; sent
 * values are ignored. Lines, supplier and warehouse can change only while the order is a draft.
 */
const PoFields = z.object({
  supplier_id: idNumber(),
  warehouse_id: idNumber(),
  expected_date: z.preprocess(blankToNull, z.iso.date({ error: MESSAGES.check }).nullish()),
  remark: optionalString(2000).nullable(),
  lines: z
    .array(PoLineInput, { error: MESSAGES.required })
    .min(1, { error: MESSAGES.required })
    .max(MAX_PO_LINES, { error: `At most ${MAX_PO_LINES} lines.` }),
});

export const PoInput = PoFields.superRefine((po, ctx) => {
  // A variant appears on one line only (the spec's no_repeated message).
  const seen = new Set<number>();
  po.lines.forEach((line, i) => {
    if (seen.has(line.stock_id)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'stock_id'], message: PO_MESSAGES.repeated });
    seen.add(line.stock_id);
  });
  const ids = new Set<number>();
  po.lines.forEach((line, i) => {
    if (!line.id) return;
    if (ids.has(line.id)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'id'], message: PO_MESSAGES.repeated });
    ids.add(line.id);
  });
});
export type PoInput = z.infer<typeof PoInput>;

/**
 * An order's header fields: the record's attributes (po.entity.ts), its answer and what a write stores
 * come from `PoFields`. The lines, the status and its history are declared by hand. A new header field
 * is one line in `PoFields` (plus `PO_DRAFT_ONLY` if it may change only while the order is a draft).
 */
export const poFields = fieldSet(PoFields.omit({ lines: true }));

/** Header fields that change only while the order is a draft; the others change at any time. */
export const PO_DRAFT_ONLY = ['supplier_id', 'warehouse_id'] as const;

/** `POST /po/{id}/receive`: some or all of the outstanding quantity of some lines. */
export const PoReceiveInput = z
  .object({
    lines: z
      .array(
        z.object({
          line_id: idNumber(),
          quantity: positiveInt(PO_MESSAGES.notPositive),
          /** For products with expiry dates: the batch's date (kept on the stock row). */
          expiry_date: z.preprocess(blankToNull, z.iso.date({ error: MESSAGES.check }).nullish()).optional(),
        }),
        { error: MESSAGES.required },
      )
      .min(1, { error: MESSAGES.required })
      .max(MAX_PO_LINES),
    remark: optionalString(500).nullable(),
  })
  .superRefine((receipt, ctx) => {
    const seen = new Set<number>();
    receipt.lines.forEach((line, i) => {
      if (seen.has(line.line_id)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'line_id'], message: PO_MESSAGES.repeated });
      seen.add(line.line_id);
    });
  });
export type PoReceiveInput = z.infer<typeof PoReceiveInput>;

export const PoListFilters = z.object({
  status: z.enum(PO_STATUSES, { error: MESSAGES.check }).optional(),
  supplier_id: idNumber().optional(),
  warehouse_id: idNumber().optional(),
});
export type PoListFilters = z.infer<typeof PoListFilters>;

export const PoLineInfo = z.object({
  id: z.number(),
  stock_id: z.number(),
  product_id: z.number(),
  /** From the product as it is now; null if the product or variant was deleted since. */
  product_name: z.string().nullable(),
  sku: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.number(),
  unit_cost: z.string(),
  /** quantity × unit_cost. */
  amount: z.string(),
  received_quantity: z.number(),
  outstanding_quantity: z.number(),
});
export type PoLineInfo = z.infer<typeof PoLineInfo>;

export const PoStatusChange = z.object({
  status: z.enum(PO_STATUSES),
  admin_id: z.number().nullable(),
  admin_name: z.string().nullable(),
  at: z.string(),
});

/** One delivery: what one `receive` call booked into stock. */
export const PoReceipt = z.object({
  id: z.string(),
  lines: z.array(z.object({ line_id: z.number(), stock_id: z.number(), quantity: z.number() })),
  remark: z.string().nullable(),
  admin_id: z.number().nullable(),
  admin_name: z.string().nullable(),
  at: z.string(),
});

const poSummary = {
  id: z.number(),
  number: z.string(),
  ...poFields.answer,
  supplier_name: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  status: z.enum(PO_STATUSES),
  /** Σ quantity × unit_cost, exact (minor units). */
  total: z.string(),
  total_quantity: z.number(),
  received_quantity: z.number(),
  line_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const PoRow = z.object(poSummary);
export type PoRow = z.infer<typeof PoRow>;

export const PoInfo = z.object({
  ...poSummary,
  lines: z.array(PoLineInfo),
  status_history: z.array(PoStatusChange),
  receipts: z.array(PoReceipt),
});
export type PoInfo = z.infer<typeof PoInfo>;

/** The human-readable number, derived from the id (so unique by construction): 123 → PO-000123. */
export const poNumber = (id: number): string => `PO-${String(id).padStart(6, '0')}`;
