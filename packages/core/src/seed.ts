import { Admin } from './access/admin.js';
import { Role } from './access/role.js';
import { Brand, brandUrlTaken } from './catalog/brand.js';
import { BrandInput } from './catalog/brand.schema.js';
import { Menu } from './content/menu.js';
import { Customer } from './customer/customer.js';
import { Warehouse } from './inventory/warehouse.js';
import { WarehouseInput } from './inventory/warehouse.schema.js';
import { Settings } from './settings/settings.js';
import { seedDemoCatalog } from './seed-catalog.js';
import { seedDemoBlog } from './seed-blog.js';
import { seedDemoHome } from './seed-home.js';
import { brandLogoSvg, uploadPictures } from './seed-pictures.js';
import { Product } from './catalog/product.js';
import { Shipping } from './shipping/shipping.js';
import { ShippingInput } from './shipping/shipping.schema.js';
import { SUPER_ADMIN_ROLE_ID } from './access/permissions.js';
import { SYSTEM } from './access/grants.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'Admin12345!';

/** Checkout needs a way to ship: two demo methods (issue 9), written only while none exist. */
const DEMO_SHIPPING = [
  { name: 'Standard delivery', zh: '標準送貨', fee: '30', free_above: '500' },
  { name: 'Express courier', zh: '特快速遞', fee: '80', free_above: null },
];

/** Each with a logo drawn in its colour when it is written (seed-pictures.ts). */
const DEMO_BRANDS = [
  { url: 'northwind', title: 'Northwind', zh: '北風', text: 'Outdoor gear built to last.', colour: 0x1e40af },
  { url: 'contoso', title: 'Contoso', zh: '康托索', text: 'Everyday electronics.', colour: 0x6d28d9 },
  { url: 'fabrikam', title: 'Fabrikam', zh: '法布里坎', text: 'Home textiles and linen.', colour: 0xbe123c },
];

/** The demo brands not written yet, and their logos uploaded. */
async function demoBrandLogos() {
  const taken = await Promise.all(DEMO_BRANDS.map((b) => brandUrlTaken(b.url)));
  const brands = DEMO_BRANDS.filter((_, i) => !taken[i]);
  return { brands, keys: await uploadPictures(brands.map((b) => brandLogoSvg(b))) };
}

/**
 * First-start data, idempotent: every step checks before it writes, so a second start changes
 * nothing. Creates the super admin (role 1, every permission) from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export async function seed(options: { demo?: boolean } = {}): Promise<{ created: string[] }> {
  const created: string[] = [];
  const demo = options.demo ?? true;
  // The logos are drawn on sharp's threads while the settings and accounts are written (seeding time).
  const logos = demo ? demoBrandLogos() : undefined;
  logos?.catch(() => undefined);
  if (!(await Settings.stored())) {
    await Settings.update({});
    created.push('settings');
  }
  if (!(await Role.find(SUPER_ADMIN_ROLE_ID))) {
    await Role.create({ name: 'Super Admin', permissions: [] }, SYSTEM, SUPER_ADMIN_ROLE_ID);
    created.push('role 1');
  }
  const email = (process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).toLowerCase();
  if (!(await Admin.findByEmail(email))) {
    await Admin.create(
      {
        name: 'Super Admin',
        email,
        password: process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
        enabled: true,
        role_id: SUPER_ADMIN_ROLE_ID,
        commission_enabled: false,
      },
      SYSTEM,
    );
    created.push(`admin ${email}`);
  }
  if (demo) {
    const { brands, keys } = await logos!;
    for (const [i, b] of brands.entries()) {
      const raw = {
        title: b.title,
        url: b.url,
        enabled: true,
        short_description: b.text,
        description: `<p>${b.text}</p>`,
        image: keys[i],
      };
      const brand = await Brand.create(await BrandInput.parseAsync(raw), 'default');
      await Brand.update(brand.id, await BrandInput.parseAsync({ ...raw, title: b.zh }), 'zh_hk');
      created.push(`brand ${b.url}`);
    }
    // The shop sells from its default product warehouse (decision 0027): a fresh shop gets one.
    if ((await Settings.get()).warehouse_id === null && (await Warehouse.list({ page: 1, per_page: 1, order: 'asc' })).total === 0) {
      await Warehouse.create(WarehouseInput.parse({ name: 'Main warehouse', code: 'MAIN', is_default: true }));
      created.push('warehouse MAIN');
    }
    if ((await Shipping.list({ page: 1, per_page: 10, order: 'asc' }, 'default')).total === 0) {
      for (const m of DEMO_SHIPPING) {
        const input = ShippingInput.parse({ name: m.name, fee: m.fee, free_above: m.free_above, countries: [], enabled: true });
        const method = await Shipping.create(input, 'default');
        await Shipping.update(method.id, { ...input, name: m.zh }, 'zh_hk');
        created.push(`shipping ${m.name}`);
      }
    }
    created.push(...(await seedDemoCatalog()));
    created.push(...(await seedDemoBlog()));
    created.push(...(await seedDemoHome()));
    if (!(await Customer.findByEmail('shopper@example.com'))) {
      await Customer.create({
        first_name: 'Sam',
        last_name: 'Shopper',
        email: 'shopper@example.com',
        password: 'Shopper123!',
        gender: 'female',
        enabled: true,
        is_subscribe: true,
      });
      created.push('customer shopper@example.com');
    }
  }
  // Reference sets kept across domains (docs/data-model.md): bring data saved before them up to date.
  await Menu.syncCategories();
  await Menu.syncPageLinks();
  await Customer.syncAssignments();
  await Product.syncFlags();
  await Product.syncSearch();
  await Product.syncListings();
  return { created };
}
