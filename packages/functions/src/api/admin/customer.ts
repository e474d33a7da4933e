import { Hono } from 'hono';
import { z } from 'zod';
import { Addresses } from '@shop/core/customer/address';
import { AddressInfo, AddressInput } from '@shop/core/customer/address.schema';
import { Customer } from '@shop/core/customer/customer';
import { CustomerContract } from '@shop/core/customer/customer.contract';
import { Tiers } from '@shop/core/membership/tier';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { resourceRouter } from '../resource.js';
import { body } from '../validate.js';

/** Customers are `user` on the API (spec section 7). */
export const customerRoutes = resourceRouter(CustomerContract, {
  list: (query, filters) => Customer.list(query, filters),
  options: (query, filters) => Customer.options(query, filters),
  get: (id) => Customer.get(id),
  add: (input) => Customer.create(input),
  // The tier select offers the enabled tiers only (issue 29); the expiry date is never taken from input.
  edit: async (id, input) => {
    await Tiers.assertSelectable(input.membership_tier_id);
    return Customer.update(id, input);
  },
  remove: (id) => Customer.remove(id),
  batchUpdate: (ids, data) => Customer.batchUpdate(ids, data),
  batchRemove: (ids) => Customer.batchRemove(ids),
});

const AddressList = z.array(AddressInfo);
const addressId = (c: { req: { param: (name: string) => string } }) => Number(c.req.param('addressId'));

/**
 * A customer's address book on the admin customer screen (spec §3 "addresses (editable table)"): the
 * same book and rules as the shopper's own `/api/address` (one default billing and one default
 * shipping, kept by one conditional write of the customer), for staff holding the customer permissions.
 * Every change answers the whole book, since one save can move a default off another address.
 */
export const customerAddressRoutes = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/address', doc({ summary: "A customer's addresses", response: AddressList }), can('get user'), async (c) =>
    c.json(await Addresses.list(pathId(c)), 200),
  )
  .post(
    '/:id{[0-9]+}/address',
    doc({ summary: 'Add an address to a customer; answers the addresses', response: AddressList, status: 201 }),
    can('update user'),
    body(AddressInput),
    async (c) => {
      await Addresses.create(pathId(c), c.req.valid('json'));
      return c.json(await Addresses.list(pathId(c)), 201);
    },
  )
  .put(
    '/:id{[0-9]+}/address/:addressId{[0-9]+}',
    doc({ summary: "Change a customer's address; answers the addresses", response: AddressList }),
    can('update user'),
    body(AddressInput),
    async (c) => {
      await Addresses.update(pathId(c), addressId(c), c.req.valid('json'));
      return c.json(await Addresses.list(pathId(c)), 200);
    },
  )
  .delete(
    '/:id{[0-9]+}/address/:addressId{[0-9]+}',
    doc({ summary: "Delete a customer's address; answers the addresses left", response: AddressList }),
    can('update user'),
    async (c) => c.json(await Addresses.remove(pathId(c), addressId(c)), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/user', customerAddressRoutes],
  ['/user', customerRoutes],
] as const;
