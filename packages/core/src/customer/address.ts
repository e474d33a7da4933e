import { NotFoundError, ValidationError } from '../shared/errors.js';
import { Settings } from '../settings/settings.js';
import { ADDRESS_MESSAGES, MAX_ADDRESSES, type AddressInfo, type AddressInput } from './address.schema.js';
import type { CustomerRecord } from './customer.entity.js';
import { customerStore } from './customer.store.js';

const book = (customer: CustomerRecord): AddressInfo[] => customer.addresses ?? [];

/**
 * The rules of a saved book (spec section 4): one default billing and one default shipping address.
 * The one just saved wins a default it asks for; a book that has addresses but lost a default (the
 * first address, or the default was deleted) gives it to its first address, so checkout always has one.
 */
function settle(addresses: AddressInfo[], chosen?: AddressInfo): AddressInfo[] {
  let next = addresses.map((a) => ({
    ...a,
    default_billing: chosen?.default_billing && a.id !== chosen.id ? false : a.default_billing,
    default_shipping: chosen?.default_shipping && a.id !== chosen.id ? false : a.default_shipping,
  }));
  for (const kind of ['default_billing', 'default_shipping'] as const) {
    if (next.length && !next.some((a) => a[kind])) next = next.map((a, i) => (i === 0 ? { ...a, [kind]: true } : a));
  }
  return next;
}

async function requireServedCountry(country: string): Promise<void> {
  const { supported_countries } = await Settings.get();
  if (!supported_countries.includes(country)) throw ValidationError.field('country', ADDRESS_MESSAGES.countryNotServed);
}

/**
 * A shopper's own addresses (`/api/address`). They live in the customer's item: one read gives the
 * whole book, and each change is one conditional write of it (a change made meanwhile elsewhere
 * answers 409 instead of being lost). Only the signed-in customer's id reaches here.
 */
export const Addresses = {
  async list(customerId: number): Promise<AddressInfo[]> {
    return book(await customerStore.get(customerId));
  },

  async get(customerId: number, id: number): Promise<AddressInfo> {
    const found = book(await customerStore.get(customerId)).find((a) => a.id === id);
    if (!found) throw new NotFoundError();
    return found;
  },

  async create(customerId: number, input: AddressInput): Promise<AddressInfo> {
    await requireServedCountry(input.country);
    let saved: AddressInfo | undefined;
    await customerStore.update(customerId, (current) => {
      const addresses = book(current);
      if (addresses.length >= MAX_ADDRESSES) throw ValidationError.field('address', ADDRESS_MESSAGES.tooMany);
      const id = current.next_address_id ?? Math.max(0, ...addresses.map((a) => a.id)) + 1;
      const address: AddressInfo = { id, ...input };
      const next = settle([...addresses, address], address);
      saved = next.find((a) => a.id === id);
      return { addresses: next, next_address_id: id + 1 };
    });
    return saved!;
  },

  async update(customerId: number, id: number, input: AddressInput): Promise<AddressInfo> {
    await requireServedCountry(input.country);
    let saved: AddressInfo | undefined;
    await customerStore.update(customerId, (current) => {
      const addresses = book(current);
      if (!addresses.some((a) => a.id === id)) throw new NotFoundError();
      const address: AddressInfo = { id, ...input };
      const next = settle(
        addresses.map((a) => (a.id === id ? address : a)),
        address,
      );
      saved = next.find((a) => a.id === id);
      return { addresses: next };
    });
    return saved!;
  },

  /** Deletes one address and answers the book as it is now (spec section 7). */
  async remove(customerId: number, id: number): Promise<AddressInfo[]> {
    const record = await customerStore.update(customerId, (current) => {
      const addresses = book(current);
      if (!addresses.some((a) => a.id === id)) throw new NotFoundError();
      return { addresses: settle(addresses.filter((a) => a.id !== id)) };
    });
    return book(record);
  },
};
