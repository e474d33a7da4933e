import { describe, expect, it } from 'vitest';
import type { SheetRow } from '../shared/sheet.js';
import { CustomerCreateInput } from './customer.schema.js';
import { Customer, customerImporter } from './customer.js';

/**
 * A customer import chunk reads its emails' owners once, before its rows are saved (decision 0007).
 * A customer saved with one of those emails in between — the same sheet imported twice at once —
 * must not make the row fail: it is saved the usual way and updates that customer.
 */
const access = { create: true, update: true };
const row = (n: number, values: Record<string, string>): SheetRow => ({ row: n, values });

describe('customer import chunks', () => {
  it('a row whose new email was taken after the chunk was readied updates that customer instead of failing', async () => {
    const units = [[row(2, { first_name: 'Late', last_name: 'Comer', email: 'late.comer@example.com', gender: 'female' })]];
    const importUnit = await customerImporter.chunk(units, access);

    // Someone else saves the email between the chunk's reads and the row's write.
    const other = await Customer.create(
      CustomerCreateInput.parse({
        first_name: 'Early',
        last_name: 'Bird',
        email: 'Late.Comer@example.com',
        gender: 'male',
        password: 'Secret123!',
        password_confirmation: 'Secret123!',
      }),
    );

    expect(await importUnit(units[0]!)).toEqual([]);
    const saved = await Customer.findByEmail('late.comer@example.com');
    expect(saved).toMatchObject({ id: other.id, first_name: 'Late', last_name: 'Comer', gender: 'female' });
  });

  it('a new email gets one of the ids the chunk set aside, in sheet order', async () => {
    const units = ['first', 'second'].map((name, i) => [
      row(i + 2, { first_name: name, last_name: 'Row', email: `${name}.row@example.com`, gender: 'male' }),
    ]);
    const importUnit = await customerImporter.chunk(units, access);
    for (const unit of units) expect(await importUnit(unit)).toEqual([]);
    const [first, second] = await Promise.all([
      Customer.findByEmail('first.row@example.com'),
      Customer.findByEmail('second.row@example.com'),
    ]);
    expect(second!.id - first!.id).toBe(1);
  });
});
