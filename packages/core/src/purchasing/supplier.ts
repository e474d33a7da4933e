import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { ValidationError } from '../shared/errors.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { Repository, type TransactItem } from '../shared/repository.js';
import { supplierEntity, type SupplierRecord } from './supplier.entity.js';
import { poNumber } from './po.schema.js';
import type { SupplierInfo, SupplierInput } from './supplier.schema.js';

let store: Repository<SupplierRecord> | undefined;
export const supplierStore = () =>
  (store ??= new Repository<SupplierRecord>({
    name: 'supplier',
    entity: supplierEntity(),
    unique: [{ field: 'name', value: (s) => s.name }],
    sortName: (s) => s.name,
    searchText: (s) => [s.name, s.contact_name ?? '', s.email ?? '', s.phone ?? ''].join(' '),
    filters: ['enabled'],
  }));

/**
 * Which purchase orders (not cancelled) name a supplier: one raw item per supplier holding a number
 * set of PO ids, changed in the same transaction as the purchase order that starts or stops naming
 * it. Set ADD/DELETE are idempotent, so two racing writers cannot make it drift (a counter could).
 * A supplier's delete is conditional on the set being empty, and a purchase order's write is
 * conditional on the supplier existing, so "delete a used supplier" cannot slip between a check and
 * a write.
 */
const refKey = (supplierId: number) => ({ pk: `ref#supplier#${supplierId}`, sk: 'po' });

export const SupplierRefs = {
  /** The purchase order now names the supplier. */
  add(supplierId: number, poId: number): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: refKey(supplierId),
        UpdateExpression: 'ADD #pos :ids',
        ExpressionAttributeNames: { '#pos': 'pos' },
        ExpressionAttributeValues: { ':ids': new Set([poId]) },
      },
    };
  },

  /** The purchase orders no longer name the supplier (cancelled, deleted, or moved to another supplier). */
  drop(supplierId: number, poIds: readonly number[]): TransactItem {
    return {
      Update: {
        TableName: tableName(),
        Key: refKey(supplierId),
        UpdateExpression: 'DELETE #pos :ids',
        ExpressionAttributeNames: { '#pos': 'pos' },
        ExpressionAttributeValues: { ':ids': new Set(poIds) },
      },
    };
  },

  /** Fails the transaction if the supplier was deleted after it was read. */
  exists(supplierId: number): TransactItem {
    const { Key } = supplierEntity().get({ id: supplierId }).params() as { Key: Record<string, unknown> };
    return { ConditionCheck: { TableName: tableName(), Key, ConditionExpression: 'attribute_exists(pk)' } };
  },

  /** Removes the item with the supplier; fails the transaction if a purchase order names it meanwhile. */
  release(supplierId: number): TransactItem {
    return {
      Delete: {
        TableName: tableName(),
        Key: refKey(supplierId),
        // DynamoDB removes a set attribute when its last element is deleted.
        ConditionExpression: 'attribute_not_exists(#pos)',
        ExpressionAttributeNames: { '#pos': 'pos' },
      },
    };
  },

  async poIds(supplierId: number): Promise<number[]> {
    const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: refKey(supplierId), ConsistentRead: true }));
    const pos = Item?.pos as Set<number> | undefined;
    return pos ? [...pos].sort((a, b) => a - b) : [];
  },
};

function toInfo(s: SupplierRecord): SupplierInfo {
  return {
    id: s.id,
    name: s.name,
    contact_name: s.contact_name ?? null,
    email: s.email ?? null,
    phone: s.phone ?? null,
    country_code: s.country_code ?? null,
    address: s.address ?? null,
    enabled: s.enabled,
    remark: s.remark ?? null,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

function fields(input: SupplierInput) {
  return {
    name: input.name,
    contact_name: input.contact_name || null,
    email: input.email || null,
    phone: input.phone || null,
    country_code: input.country_code || null,
    address: input.address || null,
    enabled: input.enabled,
    remark: input.remark || null,
  };
}

/** A supplier named by a purchase order that is not cancelled cannot be deleted (422). */
async function assertUnused(suppliers: SupplierRecord[], field: string): Promise<void> {
  for (const supplier of suppliers) {
    const used = await SupplierRefs.poIds(supplier.id);
    if (used.length) {
      const shown = used.slice(0, 10).map(poNumber).join(', ') + (used.length > 10 ? ', …' : '');
      throw ValidationError.field(field, `Supplier ${supplier.name} is used by purchase orders ${shown}; cancel or delete them first.`);
    }
  }
}

export const Supplier = {
  async list(query: ListQuery, filters: { enabled?: boolean } = {}): Promise<Page<SupplierInfo>> {
    const page = await supplierStore().list(query, filters);
    return { ...page, data: page.data.map(toInfo) };
  },

  async get(id: number): Promise<SupplierInfo> {
    return toInfo(await supplierStore().get(id));
  },

  async create(input: SupplierInput): Promise<SupplierInfo> {
    return toInfo(await supplierStore().create(fields(input)));
  },

  async update(id: number, input: SupplierInput): Promise<SupplierInfo> {
    return toInfo(await supplierStore().update(id, () => fields(input)));
  },

  async remove(id: number): Promise<void> {
    await assertUnused([await supplierStore().get(id)], 'id');
    await supplierStore().remove(id, { extra: () => [SupplierRefs.release(id)] });
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    return supplierStore().updateMany(ids, data);
  },

  async batchRemove(ids: number[]): Promise<number> {
    await assertUnused(await supplierStore().requireAll(ids), 'ids');
    return supplierStore().removeMany(ids, { extra: (records) => records.map((s) => SupplierRefs.release(s.id)) });
  },

  /**
   * The supplier a purchase order names: it must exist, and be enabled unless the order already
   * named it (422 on `field` otherwise).
   */
  async require(id: number, field: string, options: { allowDisabled?: boolean } = {}): Promise<SupplierRecord> {
    const supplier = await supplierStore().find(id);
    if (!supplier) throw ValidationError.field(field, 'The selected supplier does not exist.');
    if (!supplier.enabled && !options.allowDisabled) throw ValidationError.field(field, 'The selected supplier is disabled.');
    return supplier;
  },

  /** Ids of suppliers whose name, contact, email or phone contains the term (PO search by supplier). */
  async idsMatching(term: string): Promise<number[]> {
    return supplierStore().matchingIds({ search: term, sort: 'name', order: 'asc' });
  },
};
