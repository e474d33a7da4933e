import { Repository } from '../shared/repository.js';
import { phoneDigits } from '../shared/search-index.js';
import { customerEntity, type CustomerRecord } from './customer.entity.js';

const HAN = /\p{Script=Han}/u;

/**
 * A customer is found by first or last name, by a Chinese name written family name first without a
 * space (陳大文), by e-mail addresses and by phone numbers (as written, or their digits alone).
 */
function customerSearchTexts(c: CustomerRecord): (string | null | undefined)[] {
  const chinese = HAN.test(c.first_name) || HAN.test(c.last_name);
  return [
    `${c.first_name} ${c.last_name}`,
    chinese ? `${c.last_name}${c.first_name}` : undefined,
    c.email,
    c.phone,
    phoneDigits(c.phone),
    ...(c.emails ?? []),
    ...(c.mobiles ?? []).map(phoneDigits),
  ];
}

/** The customer domain's store: only customer/ imports this file (eslint.config.js). */
export const customerStore = new Repository<CustomerRecord>({
  name: 'customer',
  entity: customerEntity,
  unique: [{ field: 'email', value: (c) => c.email }],
  sortName: (c) => `${c.last_name} ${c.first_name}`,
  searchTexts: (c) => customerSearchTexts(c),
  maxSearchTokens: 24,
  filters: ['enabled', 'is_subscribe', 'admin_id', 'status_id'],
});
