import { Hono } from 'hono';
import { z } from 'zod';
import { Addresses } from '@shop/core/customer/address';
import { AddressInfo, AddressInput } from '@shop/core/customer/address.schema';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { customerAuth } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

const AddressList = z.array(AddressInfo);

/**
 * The signed-in shopper's addresses (spec section 7): every route reads the customer from the token,
 * so a shopper only ever sees and changes their own (another's id is simply not in their book: 404).
 */
export const storeAddressRoutes = new Hono<AppEnv>()
  .use('*', customerAuth)
  .get('/', doc({ summary: 'My addresses', response: AddressList }), async (c) => c.json(await Addresses.list(c.get('customer').id), 200))
  .get('/:id{[0-9]+}', doc({ summary: 'One of my addresses', response: AddressInfo }), async (c) =>
    c.json(await Addresses.get(c.get('customer').id, pathId(c)), 200),
  )
  .post('/', doc({ summary: 'Add an address', response: AddressInfo, status: 201 }), body(AddressInput), async (c) =>
    c.json(await Addresses.create(c.get('customer').id, c.req.valid('json')), 201),
  )
  .put('/:id{[0-9]+}', doc({ summary: 'Change an address', response: AddressInfo }), body(AddressInput), async (c) =>
    c.json(await Addresses.update(c.get('customer').id, pathId(c), c.req.valid('json')), 200),
  )
  .delete('/:id{[0-9]+}', doc({ summary: 'Delete an address; answers the addresses left', response: AddressList }), async (c) =>
    c.json(await Addresses.remove(c.get('customer').id, pathId(c)), 200),
  );
