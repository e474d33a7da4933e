import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { seed } from './seed.js';
import { Admin } from './access/admin.js';
import { Role } from './access/role.js';
import { ALL_PERMISSIONS } from './access/permissions.js';
import { Settings } from './settings/settings.js';
import { issueToken, verifyToken } from './access/token.js';
import { Brand } from './catalog/brand.js';
import { Shipping } from './shipping/shipping.js';
import { Product } from './catalog/product.js';
import { Article } from './blog/article.js';
import { Listing } from './catalog/listing.js';
import { ListingQuery } from './catalog/listing.schema.js';
import { Slider } from './content/slider.js';
import { Block } from './content/block.js';
import { Files } from './files/files.js';
import { isUploadKey } from './shared/files.js';
import { PICTURE_BYTE_BUDGET, PICTURE_SIZES } from './seed-pictures.js';

describe('first-start seed', () => {
  it('creates the super admin (role 1, every permission) and demo data once; a second run changes nothing', async () => {
    const first = await seed();
    expect(first.created).toEqual(
      expect.arrayContaining([
        'settings',
        'role 1',
        'admin admin@example.com',
        'brand northwind',
        'shipping Standard delivery',
        'warehouse MAIN',
        'product trail-tee',
        'article welcome',
        'slider home',
        'block home',
      ]),
    );
    const brandsBefore = await Brand.list({ page: 1, per_page: 10, order: 'asc' }, 'default');
    const second = await seed();
    expect(second.created).toEqual([]);
    const brandsAfter = await Brand.list({ page: 1, per_page: 10, order: 'asc' }, 'default');
    expect(brandsAfter.total).toBe(brandsBefore.total);
    const admin = await Admin.findByEmail('admin@example.com');
    expect(admin?.role_id).toBe(1);
    expect((await Role.get(1)).permission_list).toEqual([...ALL_PERMISSIONS]);
    expect((await Brand.get(1, 'zh_hk')).title).toBe('北風');
    // The demo catalogue can be sold at once: in stock in the default warehouse, with prices.
    const { warehouse_id } = await Settings.get();
    const tee = await Product.storefront('trail-tee', 'zh_hk', { showPrices: true, warehouseId: warehouse_id });
    expect(tee).toMatchObject({ name: '越野 T 恤', brand: { title: '北風' } });
    expect(tee?.stocks.map((v) => v.available_inventories)).toEqual([8, 8, 8]);
    // The demo blog: an article in its category, translated, with the demo tote related.
    const welcome = await Article.storefront('welcome', 'zh_hk', { language: 'zh_hk', showPrices: true });
    expect(welcome).toMatchObject({ title: '歡迎來到示範商店', categories: [{ title: '商店消息' }], products: [{ url: 'canvas-tote' }] });
    // The demo homepage (decision 0035): a translated slider `home`, a block `home` and flagged products.
    const [home] = await Slider.storefront('home', 'zh_hk');
    expect(home?.slides.map((s) => s.title)).toEqual(['新季節，新裝備', '網誌']);
    expect(home?.slides[0]?.image_path).toMatch(/^\/api\/files\/uploads\/.+\.webp$/);
    expect((await Block.storefront('home', 'zh_hk'))?.content).toContain('免運費');
    const view = { language: 'default', showPrices: true };
    expect((await Listing.flagged('is_featured', 8, view)).map((c) => c.url).sort()).toEqual(['canvas-tote', 'trail-tee']);
    expect((await Listing.flagged('is_hot', 8, view)).map((c) => c.url)).toEqual(['trail-tee']);
    // Cards show what the tote costs; the tee is found as shoppers type it, in either language (decision 0042).
    const tote = (await Listing.flagged('is_featured', 8, view)).find((c) => c.url === 'canvas-tote');
    expect(tote).toMatchObject({ price: '99.00', regular_price: '120.00' });
    for (const keyword of ['tee shirt', 'T恤', 'T 恤', '越野']) {
      const found = await Listing.search(keyword, ListingQuery.parse({}), { language: 'zh_hk', showPrices: true });
      expect(
        found.data.map((c) => [c.url, c.name]),
        keyword,
      ).toContainEqual(['trail-tee', '越野 T 恤']);
    }
    const shipping = await Shipping.list({ page: 1, per_page: 10, order: 'asc' }, 'zh_hk');
    expect(shipping.data[0]).toMatchObject({ name: '標準送貨', fee: '30.00', free_above: '500.00', countries: [] });
  });

  it('gives every demo brand, product and slide pictures drawn at seed time: uploaded WebP files of the storefront sizes within the byte budget, uploaded once', async () => {
    await seed();
    const pictures: { key: string | null | undefined; size: { width: number; height: number } }[] = [];
    const brands = await Brand.list({ page: 1, per_page: 10, order: 'asc' }, 'default');
    expect(brands.data.map((b) => b.url).sort()).toEqual(['contoso', 'fabrikam', 'northwind']);
    for (const brand of brands.data) {
      // Every language answers the same logo: the translation's save kept it.
      expect((await Brand.get(brand.id, 'zh_hk')).image).toBe(brand.image);
      pictures.push({ key: brand.image, size: PICTURE_SIZES.brand });
    }
    const view = { showPrices: true, warehouseId: (await Settings.get()).warehouse_id };
    for (const url of ['canvas-tote', 'trail-tee', 'desk-lamp']) {
      const product = await Product.storefront(url, 'zh_hk', view);
      expect(product?.image_list).toHaveLength(2);
      pictures.push(...(product?.image_list ?? []).map((key) => ({ key, size: PICTURE_SIZES.product })));
    }
    const [home] = await Slider.storefront('home', 'default');
    pictures.push(...(home?.slides ?? []).map((s) => ({ key: s.image_path.replace(/^\/api\/files\//, ''), size: PICTURE_SIZES.slide })));
    expect(pictures).toHaveLength(3 + 3 * 2 + 2);
    expect(new Set(pictures.map((p) => p.key)).size).toBe(pictures.length);
    for (const { key, size } of pictures) {
      // The key an admin's upload gets (decision 0008), an object the file facade serves.
      expect(key && isUploadKey(key), String(key)).toBe(true);
      const file = await Files.read(key!);
      expect(file.contentType).toBe('image/webp');
      expect(file.body.byteLength).toBeLessThanOrEqual(PICTURE_BYTE_BUDGET);
      expect(await sharp(file.body).metadata()).toMatchObject({ format: 'webp', ...size });
    }
    const upload = vi.spyOn(Files, 'uploadImage');
    expect((await seed()).created).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
    upload.mockRestore();
  });

  it('takes the token lifetime from site settings', async () => {
    await Settings.update({ token_lifetime_minutes: 15 });
    const issued = await issueToken('admin', 1, (await Settings.get()).token_lifetime_minutes);
    expect(issued.expires_in).toBe(15);
    const minutesLeft = (new Date(issued.expires_at).getTime() - Date.now()) / 60000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    const verified = await verifyToken('admin', issued.token);
    expect(verified.subject).toBe(1);
    await expect(verifyToken('customer', issued.token)).rejects.toMatchObject({ status: 401 });
  });
});
