import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminCreateInput } from '../access/admin.schema.js';
import { Admin, type AdminActor } from '../access/admin.js';
import { SYSTEM } from '../access/grants.js';
import { ALL_PERMISSIONS } from '../access/permissions.js';
import { Role } from '../access/role.js';
import { seed } from '../seed.js';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { keys } from '../shared/keys.js';
import { CustomerCreateInput, CustomerUpdateInput } from './customer.schema.js';
import { Customer } from './customer.js';

/**
 * A customer's `admin_id` names an admin of the access domain. The access domain keeps, per admin,
 * the set of customers assigned to it (written by the customer domain's transactions through
 * `Admin.customers`), so an admin with customers is never deleted and a customer is never assigned
 * to a deleted admin — even when the two writes race — without either domain reading the other's records.
 */
const PASSWORD = 'Secret123!';
let n = 0;
let roleId: number;
let actor: AdminActor;

async function staff(): Promise<number> {
  const input = AdminCreateInput.parse({
    name: `Sales ${++n}`,
    email: `sales${n}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role_id: roleId,
  });
  return (await Admin.create(input, SYSTEM)).id;
}

async function customer(adminId: number | null) {
  const input = CustomerCreateInput.parse({
    first_name: 'Sam',
    last_name: `Shopper ${++n}`,
    email: `shopper${n}@example.com`,
    gender: 'female',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    admin_id: adminId,
  });
  return Customer.create(input);
}

/** Runs `meanwhile` just before the next transaction with more than one item is sent. */
function beforeNextTransaction(meanwhile: () => Promise<unknown>): { ran: () => boolean } {
  const send = documentClient.send.bind(documentClient);
  let ran = false;
  vi.spyOn(documentClient, 'send').mockImplementation((async (command: unknown) => {
    if (!ran && command instanceof TransactWriteCommand && (command.input.TransactItems ?? []).length > 1) {
      ran = true;
      await meanwhile();
    }
    return send(command as never);
  }) as never);
  return { ran: () => ran };
}

beforeAll(async () => {
  await seed({ demo: false });
  roleId = (await Role.create({ name: 'Sales', permissions: [] }, SYSTEM)).id;
  const root = (await Admin.findByEmail('admin@example.com'))!;
  actor = { type: 'admin', id: root.id, jti: 'test', permissions: [...ALL_PERMISSIONS], role_id: root.role_id, group_id: null };
});

afterEach(() => vi.restoreAllMocks());

describe('customers assigned to admins', () => {
  it('an admin who is given a customer while being deleted is not deleted (422), and keeps the customer', async () => {
    const adminId = await staff();
    const race = beforeNextTransaction(() => customer(adminId));
    await expect(Admin.remove(adminId, actor)).rejects.toMatchObject({
      status: 422,
      messages: { ids: [`Transfer the sales and customers of admin ${adminId} before deleting it.`] },
    });
    expect(race.ran()).toBe(true);
    vi.restoreAllMocks();
    expect(await Admin.exists(adminId)).toBe(true);
    expect(await Admin.customers.ids(adminId)).toHaveLength(1);
  });

  it('a customer assigned to an admin deleted meanwhile is refused (422 beside admin_id) and not created', async () => {
    const adminId = await staff();
    const email = `late${++n}@example.com`;
    const race = beforeNextTransaction(() => Admin.remove(adminId, actor));
    const input = CustomerCreateInput.parse({
      first_name: 'Lee',
      last_name: 'Late',
      email,
      gender: 'male',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      admin_id: adminId,
    });
    await expect(Customer.create(input)).rejects.toMatchObject({
      status: 422,
      messages: { admin_id: ['The selected admin does not exist.'] },
    });
    expect(race.ran()).toBe(true);
    vi.restoreAllMocks();
    expect(await Customer.findByEmail(email)).toBeUndefined();
  });

  it('reassigning, unassigning, transferring and deleting customers keep the sets exact', async () => {
    const [a, b] = [await staff(), await staff()];
    const [one, two, three] = [await customer(a), await customer(a), await customer(b)];
    expect(await Admin.customers.ids(a)).toEqual([one.id, two.id]);

    await Customer.update(one.id, CustomerUpdateInput.parse({ ...one, admin_id: b }));
    expect(await Admin.customers.ids(a)).toEqual([two.id]);
    expect(await Admin.customers.ids(b)).toEqual([one.id, three.id]);

    await Customer.update(two.id, CustomerUpdateInput.parse({ ...two, admin_id: null }));
    expect(await Admin.customers.ids(a)).toEqual([]);
    await Admin.remove(a, actor);

    const c = await staff();
    expect(await Customer.transferFromAdmin(b, c, actor)).toBe(2);
    expect(await Admin.customers.ids(b)).toEqual([]);
    expect(await Admin.customers.ids(c)).toEqual([one.id, three.id]);
    expect((await Customer.get(one.id)).admin_id).toBe(c);

    await Customer.batchRemove([one.id, three.id]);
    expect(await Admin.customers.ids(c)).toEqual([]);
    await Admin.batchRemove([b, c], actor);
    expect(await Admin.exists(c)).toBe(false);
  });

  it('the seed brings the sets of customers saved before them up to date', async () => {
    const adminId = await staff();
    const kept = await customer(adminId);
    // As if saved before the sets existed: the customer names the admin, the set does not.
    await documentClient.send(new DeleteCommand({ TableName: TABLE_NAME, Key: keys.references('admin', adminId, 'customer') }));
    expect(await Admin.customers.ids(adminId)).toEqual([]);
    await seed({ demo: false });
    expect(await Admin.customers.ids(adminId)).toEqual([kept.id]);
    await expect(Admin.remove(adminId, actor)).rejects.toMatchObject({ status: 422 });
  });
});
