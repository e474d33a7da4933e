import { Admin } from '../access/admin.js';
import { Stock } from '../catalog/stock.js';
import type { MoveActor, StockRef } from '../inventory/inventory.js';
import { Warehouse } from '../inventory/warehouse.js';
import { ConflictError, DomainError, ValidationError, type FieldMessages } from '../shared/errors.js';
import { newUlid } from '../shared/ids.js';
import { toMinor } from '../shared/money.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { sortRecords, type FilterValue } from '../shared/repository.js';
import { MAX_SEARCH_MATCHES } from '../shared/search-index.js';
import type { PoLine, PoReceipt, PoRecord } from './po.entity.js';
import {
  MAX_PO_RECEIPTS,
  PO_MESSAGES,
  PO_DRAFT_ONLY,
  poFields,
  poNumber,
  type PoInfo,
  type PoInput,
  type PoLineInput,
  type PoListFilters,
  type PoReceiveInput,
  type PoRow,
  type PoStatus,
} from './po.schema.js';
import { poStore } from './po.store.js';
import { Supplier } from './supplier.js';
import { supplierOrders, supplierStore } from './supplier.store.js';

/** The inventory history reason of a delivery. */
export const RECEIVE_REASON = 'Purchase order';

const MISSING_SUPPLIER = 'The selected supplier does not exist.';
const MISSING_VARIANT = 'The selected variant does not exist.';
const DRAFT_ONLY = 'Only a draft purchase order can change its supplier, warehouse or lines.';

// ---------------------------------------------------------------------------------------------
// Money: exact, through integer minor units (BigInt so 100 lines × 1,000,000 × 9,999,999,999.99
// cannot lose a cent).

const lineMinor = (line: Pick<PoLine, 'quantity' | 'unit_cost'>) => BigInt(line.quantity) * BigInt(toMinor(line.unit_cost));
const formatMinor = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
const totalOf = (lines: PoLine[]) => formatMinor(lines.reduce((sum, line) => sum + lineMinor(line), 0n));

// ---------------------------------------------------------------------------------------------
// Reading

const outstanding = (line: PoLine) => line.quantity - line.received_quantity;

function summary(po: PoRecord, supplierName: string | null, warehouseName: string | null): PoRow {
  return {
    id: po.id,
    number: poNumber(po.id),
    ...poFields.present(po),
    supplier_name: supplierName,
    warehouse_name: warehouseName,
    status: po.status,
    total: totalOf(po.lines),
    total_quantity: po.lines.reduce((sum, l) => sum + l.quantity, 0),
    received_quantity: po.lines.reduce((sum, l) => sum + l.received_quantity, 0),
    line_count: po.lines.length,
    created_at: po.created_at,
    updated_at: po.updated_at,
  };
}

/** The full order: lines named from their products (one batch read), admins named likewise. */
async function toInfo(po: PoRecord, language: string): Promise<PoInfo> {
  const adminIds = [...po.status_history.map((h) => h.admin_id), ...po.receipts.map((r) => r.admin_id)].filter(
    (id): id is number => id !== null,
  );
  const [variants, supplier, warehouses, admins] = await Promise.all([
    Stock.describe(po.lines, language),
    supplierStore.find(po.supplier_id),
    Warehouse.names([po.warehouse_id]),
    Admin.names(adminIds),
  ]);
  const adminName = (id: number | null) => (id === null ? null : (admins.get(id) ?? null));
  return {
    ...summary(po, supplier?.name ?? null, warehouses.get(po.warehouse_id) ?? null),
    lines: po.lines.map((line) => {
      const variant = variants.get(line.stock_id);
      return {
        id: line.id,
        stock_id: line.stock_id,
        product_id: line.product_id,
        product_name: variant?.product_name ?? null,
        sku: variant?.sku ?? null,
        attributes: variant?.attributes ?? {},
        quantity: line.quantity,
        unit_cost: line.unit_cost,
        amount: formatMinor(lineMinor(line)),
        received_quantity: line.received_quantity,
        outstanding_quantity: outstanding(line),
      };
    }),
    status_history: po.status_history.map((h) => ({ status: h.status, admin_id: h.admin_id, admin_name: adminName(h.admin_id), at: h.at })),
    receipts: po.receipts.map((r) => ({
      id: r.id,
      lines: r.lines.map((l) => ({ line_id: l.line_id, stock_id: l.stock_id, quantity: l.quantity })),
      remark: r.remark,
      admin_id: r.admin_id,
      admin_name: adminName(r.admin_id),
      at: r.at,
    })),
  };
}

/** Suppliers whose orders a search by supplier name reads (the best matches by name). */
const MAX_SEARCHED_SUPPLIERS = 20;

/**
 * Search is by number (the order's search entries: `PO-000123`, `000123`, `123`) or by supplier name
 * (the suppliers' own search entries, then the orders of each, ids only), so a renamed supplier is
 * found by its new name without rewriting its orders. Reads the matches, never the order list; the
 * records are read to filter, sort and page them.
 */
async function searched(query: ListQuery, term: string, filters: Record<string, FilterValue | undefined>): Promise<PoRecord[]> {
  const [byNumber, supplierIds] = await Promise.all([poStore.searchIds(term), Supplier.idsMatching(term)]);
  const bySupplier = await Promise.all(
    supplierIds.slice(0, MAX_SEARCHED_SUPPLIERS).map((id) => poStore.matchingIds({ sort: 'id', order: 'desc' }, { supplier_id: id })),
  );
  const ids = [...new Set([...byNumber, ...bySupplier.flat()])].slice(0, MAX_SEARCH_MATCHES);
  const active = Object.entries(filters).filter(([, v]) => v !== undefined);
  const records = (await poStore.getMany(ids)).filter((po) =>
    active.every(([field, value]) => (po as Record<string, unknown>)[field] === value),
  );
  return sortRecords(records, query);
}

// ---------------------------------------------------------------------------------------------
// Checks

function merge(into: FieldMessages, error: unknown): void {
  if (!(error instanceof ValidationError) || typeof error.messages === 'string') throw error;
  for (const [field, list] of Object.entries(error.messages)) (into[field] ??= []).push(...list);
}

/**
 * Supplier, warehouse and every line's variant must exist; all problems are reported together.
 * A supplier the order already names may since have been disabled; a newly chosen one may not.
 */
async function checkReferences(input: PoInput, current?: PoRecord): Promise<Map<number, StockRef>> {
  const messages: FieldMessages = {};
  const stockIds = [...new Set(input.lines.map((l) => l.stock_id))];
  const [, , refs] = await Promise.all([
    Supplier.require(input.supplier_id, 'supplier_id', { allowDisabled: current?.supplier_id === input.supplier_id }).catch((e: unknown) =>
      merge(messages, e),
    ),
    Warehouse.require(input.warehouse_id, 'warehouse_id').catch((e: unknown) => merge(messages, e)),
    Promise.all(stockIds.map((id) => Stock.variant(id))),
  ]);
  const found = new Map(refs.filter((r): r is StockRef => r !== undefined).map((r) => [r.stock_id, r]));
  input.lines.forEach((line, i) => {
    if (!found.has(line.stock_id)) (messages[`lines.${i}.stock_id`] ??= []).push(MISSING_VARIANT);
  });
  if (Object.keys(messages).length) throw new ValidationError(messages);
  return found;
}

/** Lines keep their ids across draft edits; new lines get the next free id. */
function draftLines(input: PoLineInput[], current: PoLine[], refs: Map<number, StockRef>): PoLine[] {
  const kept = new Set(current.map((l) => l.id));
  let next = Math.max(0, ...current.map((l) => l.id));
  return input.map((line) => ({
    id: line.id && kept.has(line.id) ? line.id : ++next,
    stock_id: line.stock_id,
    product_id: refs.get(line.stock_id)!.product_id,
    quantity: line.quantity,
    unit_cost: line.unit_cost,
    received_quantity: 0,
  }));
}

function sameLines(saved: PoLine[], input: PoLineInput[]): boolean {
  if (saved.length !== input.length) return false;
  return input.every((line) => {
    const match = saved.find((s) => s.stock_id === line.stock_id);
    return (
      match !== undefined &&
      (!line.id || line.id === match.id) &&
      match.quantity === line.quantity &&
      toMinor(match.unit_cost) === toMinor(line.unit_cost)
    );
  });
}

/** After a draft, only the expected date and the remark change; resending the same lines is fine. */
function assertHeaderOnly(po: PoRecord, input: PoInput): void {
  const messages: FieldMessages = {};
  for (const field of PO_DRAFT_ONLY) if (input[field] !== po[field]) messages[field] = [DRAFT_ONLY];
  if (!sameLines(po.lines, input.lines)) messages.lines = [DRAFT_ONLY];
  if (Object.keys(messages).length) throw new ValidationError(messages);
}

const illegal = (message: string) => ValidationError.field('status', message);

function assertCanReceive(po: PoRecord): void {
  if (po.status === 'draft') throw illegal('Order this purchase order before receiving goods.');
  if (po.status === 'received') throw illegal('Everything on this purchase order was received already.');
  if (po.status === 'cancelled') throw illegal('A cancelled purchase order cannot receive goods.');
  if (po.status === 'closed') throw illegal('A closed purchase order cannot receive goods.');
}

interface ReceiveLine {
  /** Position in the request, for the field path of a message. */
  index: number;
  line_id: number;
  quantity: number;
  expiry_date?: string | null;
}

/** Each line must be on the order and take at most its outstanding quantity. */
function assertReceivable(po: PoRecord, lines: ReceiveLine[], receiptId: string): void {
  assertCanReceive(po);
  if (po.receipts.length >= MAX_PO_RECEIPTS && !po.receipts.some((r) => r.id === receiptId)) {
    throw ValidationError.field('lines', `A purchase order takes at most ${MAX_PO_RECEIPTS} deliveries.`);
  }
  const messages: FieldMessages = {};
  for (const line of lines) {
    const saved = po.lines.find((l) => l.id === line.line_id);
    if (!saved) messages[`lines.${line.index}.line_id`] = ['ID not exists'];
    else if (line.quantity > outstanding(saved)) messages[`lines.${line.index}.quantity`] = [PO_MESSAGES.lessThanTotal];
  }
  if (Object.keys(messages).length) throw new ValidationError(messages);
}

// ---------------------------------------------------------------------------------------------
// Changes

const stamp = (status: PoStatus, actor: MoveActor) => ({ status, admin_id: actor.admin_id, at: new Date().toISOString() });

/** One received line applied to the order as read: its count, the status, and the delivery entry. */
function withReceipt(
  po: PoRecord,
  line: ReceiveLine,
  receipt: Omit<PoReceipt, 'lines'>,
  actor: MoveActor,
): Pick<PoRecord, 'lines' | 'status' | 'status_history' | 'receipts'> {
  const lines = po.lines.map((l) => (l.id === line.line_id ? { ...l, received_quantity: l.received_quantity + line.quantity } : l));
  const status: PoStatus = lines.every((l) => outstanding(l) === 0) ? 'received' : 'partially_received';
  const stockId = po.lines.find((l) => l.id === line.line_id)!.stock_id;
  const entry = { line_id: line.line_id, stock_id: stockId, quantity: line.quantity };
  const existing = po.receipts.find((r) => r.id === receipt.id);
  const receipts = existing
    ? po.receipts.map((r) => (r.id === receipt.id ? { ...r, lines: [...r.lines, entry] } : r))
    : [...po.receipts, { ...receipt, lines: [entry] }];
  const status_history = status === po.status ? po.status_history : [...po.status_history, stamp(status, actor)];
  return { lines, status, status_history, receipts };
}

/**
 * `patchItems` stamps `updated_at` with the clock; the write is conditional on the value read, so
 * two writes must never carry the same stamp. Wait out the (rare) same millisecond.
 */
async function afterStamp(updatedAt: string): Promise<void> {
  while (new Date().toISOString() === updatedAt) await new Promise((r) => setTimeout(r, 1));
}

function describeError(error: unknown): string | undefined {
  if (!(error instanceof DomainError)) return undefined;
  return typeof error.messages === 'string' ? error.messages : Object.values(error.messages).flat().join(' ');
}

const DELETABLE: readonly PoStatus[] = ['draft', 'cancelled'];

function assertDeletable(orders: PoRecord[], field: string): void {
  const locked = orders.filter((po) => !DELETABLE.includes(po.status));
  if (locked.length) {
    throw ValidationError.field(
      field,
      `Only draft or cancelled purchase orders can be deleted: ${locked.map((po) => poNumber(po.id)).join(', ')}.`,
    );
  }
}

const supplierConflict = (extraIndex: number) =>
  extraIndex === 0
    ? ValidationError.field('supplier_id', MISSING_SUPPLIER)
    : new ConflictError('The purchase order was changed by someone else, please reload it.');

export const PurchaseOrder = {
  async list(query: ListQuery, filters: PoListFilters): Promise<Page<PoRow>> {
    const storeFilters = { status: filters.status, supplier_id: filters.supplier_id, warehouse_id: filters.warehouse_id };
    const term = query.search?.trim().toLowerCase();
    const page = term ? poStore.pageOfRecords(await searched(query, term, storeFilters), query) : await poStore.list(query, storeFilters);
    const [suppliers, warehouses] = await Promise.all([
      supplierStore.getMany(page.data.map((po) => po.supplier_id)),
      Warehouse.names(page.data.map((po) => po.warehouse_id)),
    ]);
    return {
      ...page,
      data: page.data.map((po) =>
        summary(po, suppliers.find((s) => s.id === po.supplier_id)?.name ?? null, warehouses.get(po.warehouse_id) ?? null),
      ),
    };
  },

  async get(id: number, language: string): Promise<PoInfo> {
    return toInfo(await poStore.get(id), language);
  },

  /** A new order is a draft; its lines are numbered 1…n. */
  async create(input: PoInput, actor: MoveActor, language: string): Promise<PoInfo> {
    const refs = await checkReferences(input);
    const record = await poStore.create(
      {
        ...poFields.stored(input),
        status: 'draft',
        lines: draftLines(input.lines, [], refs),
        status_history: [stamp('draft', actor)],
        receipts: [],
      },
      {
        extra: (po) => [supplierOrders.exists(po.supplier_id), supplierOrders.add(po.supplier_id, [po.id])],
        conflict: supplierConflict,
      },
    );
    return toInfo(record, language);
  },

  /** Drafts change freely; later only the expected date and remark (422 for anything else). */
  async update(id: number, input: PoInput, language: string): Promise<PoInfo> {
    const current = await poStore.get(id);
    const refs = current.status === 'draft' ? await checkReferences(input, current) : undefined;
    const record = await poStore.update(
      id,
      (po) => {
        const header = poFields.stored(input);
        if (po.status !== 'draft' || !refs) {
          // The draft-only fields were checked unchanged, so writing the whole header is the same.
          assertHeaderOnly(po, input);
          return header;
        }
        return { ...header, lines: draftLines(input.lines, po.lines, refs) };
      },
      {
        extra: (next, previous) =>
          next.supplier_id === previous.supplier_id
            ? []
            : [
                supplierOrders.exists(next.supplier_id),
                supplierOrders.add(next.supplier_id, [id]),
                supplierOrders.drop(previous.supplier_id, [id]),
              ],
        conflict: supplierConflict,
      },
    );
    return toInfo(record, language);
  },

  /** draft → ordered. The warehouse and every variant must still exist (they will receive stock). */
  async order(id: number, actor: MoveActor, language: string): Promise<PoInfo> {
    const current = await poStore.get(id);
    if (current.status !== 'draft') throw illegal(`Only a draft purchase order can be ordered; this one is ${current.status}.`);
    const messages: FieldMessages = {};
    const [, refs] = await Promise.all([
      Warehouse.require(current.warehouse_id, 'warehouse_id').catch((e: unknown) => merge(messages, e)),
      Promise.all(current.lines.map((l) => Stock.variant(l.stock_id))),
    ]);
    refs.forEach((ref, i) => {
      if (!ref) messages[`lines.${i}.stock_id`] = [MISSING_VARIANT];
    });
    if (Object.keys(messages).length) throw new ValidationError(messages);
    const record = await poStore.update(id, (po) => {
      if (po.status !== 'draft') throw illegal(`Only a draft purchase order can be ordered; this one is ${po.status}.`);
      return { status: 'ordered', status_history: [...po.status_history, stamp('ordered', actor)] };
    });
    return toInfo(record, language);
  },

  /** draft | ordered → cancelled; refused once anything was received. The supplier is freed. */
  async cancel(id: number, actor: MoveActor, language: string): Promise<PoInfo> {
    const record = await poStore.update(
      id,
      (po) => {
        if (po.status === 'cancelled') throw illegal('This purchase order is cancelled already.');
        if ((po.status !== 'draft' && po.status !== 'ordered') || po.lines.some((l) => l.received_quantity > 0)) {
          throw illegal('A purchase order cannot be cancelled once goods were received.');
        }
        return { status: 'cancelled', status_history: [...po.status_history, stamp('cancelled', actor)] };
      },
      { extra: (_next, previous) => [supplierOrders.drop(previous.supplier_id, [id])] },
    );
    return toInfo(record, language);
  },

  /**
   * partially_received → closed ("close short"): the supplier will not deliver the rest. The
   * received quantities and stock stay as they are; nothing more can be received.
   */
  async close(id: number, actor: MoveActor, language: string): Promise<PoInfo> {
    const record = await poStore.update(id, (po) => {
      if (po.status === 'closed') throw illegal('This purchase order is closed already.');
      if (po.status !== 'partially_received') {
        throw illegal(`Only a partly received purchase order can be closed short; this one is ${po.status}.`);
      }
      return { status: 'closed', status_history: [...po.status_history, stamp('closed', actor)] };
    });
    return toInfo(record, language);
  },

  /**
   * Books a delivery into the destination warehouse. Each line is one `Stock.plus` whose
   * transaction also writes the order (received count, status, delivery entry) conditional on the
   * version read inside it, so a line's stock, its history row and the order change together or
   * not at all; a lost race re-reads the order and re-checks the outstanding quantity. Lines are
   * booked one after the other (decision 0005): all are checked first, so only a concurrent change
   * between two lines can stop a delivery half-way, and the answer then says what was booked.
   */
  async receive(id: number, input: PoReceiveInput, actor: MoveActor, language: string): Promise<PoInfo> {
    const po = await poStore.get(id);
    const receiptId = newUlid();
    const lines: ReceiveLine[] = input.lines.map((l, index) => ({ ...l, index }));
    assertReceivable(po, lines, receiptId);
    const number = poNumber(po.id);
    const receipt = { id: receiptId, remark: input.remark || null, admin_id: actor.admin_id, at: new Date().toISOString() };
    const booked: ReceiveLine[] = [];
    for (const line of lines) {
      const saved = po.lines.find((l) => l.id === line.line_id)!;
      try {
        await Stock.plus(
          {
            stock_id: saved.stock_id,
            warehouse_id: po.warehouse_id,
            quantity: line.quantity,
            reason: RECEIVE_REASON,
            remark: input.remark ? `${number}: ${input.remark}` : number,
            expiry_date: line.expiry_date ?? null,
          },
          actor,
          {
            kind: 'receive',
            reference: number,
            extra: async () => {
              const fresh = await poStore.get(id);
              assertReceivable(fresh, [line], receiptId);
              await afterStamp(fresh.updated_at);
              return poStore.patchItems([fresh], withReceipt(fresh, line, receipt, actor));
            },
          },
        );
        booked.push(line);
      } catch (error) {
        const reason = describeError(error);
        if (!booked.length || reason === undefined) throw error;
        const done = booked.map((l) => `line ${l.line_id} × ${l.quantity}`).join(', ');
        throw new ConflictError(
          `Only part of this delivery was booked (${done}); line ${line.line_id} was not: ${reason} Reload the purchase order.`,
        );
      }
    }
    return PurchaseOrder.get(id, language);
  },

  async remove(id: number): Promise<void> {
    assertDeletable([await poStore.get(id)], 'id');
    await poStore.remove(id, { extra: (po) => [supplierOrders.drop(po.supplier_id, [po.id])] });
  },

  async batchRemove(ids: number[]): Promise<number> {
    const orders = await poStore.requireAll(ids);
    assertDeletable(orders, 'ids');
    const bySupplier = new Map<number, number[]>();
    for (const po of orders) bySupplier.set(po.supplier_id, [...(bySupplier.get(po.supplier_id) ?? []), po.id]);
    return poStore.removeMany(ids, {
      extra: () => [...bySupplier].map(([supplierId, poIds]) => supplierOrders.drop(supplierId, poIds)),
    });
  },
};
