import { Attribute } from './catalog/attribute.js';
import { AttributeInput } from './catalog/attribute.schema.js';
import { Brand } from './catalog/brand.js';
import { Product, productUrlTaken } from './catalog/product.js';
import { ProductInput } from './catalog/product.schema.js';
import { Stock } from './catalog/stock.js';
import { InventoryMoveInput } from './inventory/inventory.schema.js';
import { Menu } from './content/menu.js';
import { MenuInput } from './content/menu.schema.js';
import { Settings } from './settings/settings.js';
import { productPictureSvg, uploadPictures } from './seed-pictures.js';

/** A category and a few products with stock, so a fresh `npm start` can sell (issue 9 "done means"). */
const demoCategory = { url: 'demo-shop', title: 'Shop the demo', zh: '示範商品' };

const demoProducts = [
  {
    url: 'canvas-tote',
    name: 'Canvas tote',
    zh: '帆布袋',
    brand: 'fabrikam',
    price: '120.00',
    special: '99.00',
    stock: 25,
    sizes: null,
    colour: 0xb45309,
    silhouette: 'tote',
  },
  {
    url: 'trail-tee',
    name: 'Trail tee',
    zh: '越野 T 恤',
    brand: 'northwind',
    price: '180.00',
    special: null,
    stock: 8,
    sizes: ['S', 'M', 'L'],
    colour: 0x15803d,
    silhouette: 'tee',
  },
  {
    url: 'desk-lamp',
    name: 'Desk lamp',
    zh: '座枱燈',
    brand: 'contoso',
    price: '320.00',
    special: null,
    stock: 3,
    sizes: null,
    colour: 0x0e7490,
    silhouette: 'lamp',
  },
] as const;

/** Each product's pictures, in gallery order: drawn in its colour, then the same in reverse. */
const VIEWS = ['front', 'colourway'] as const;

/**
 * Demo catalogue, written once (the first product's url is the marker): a category menu, a `size`
 * option, three products in it with their brands (seeded before), their pictures and stock in the
 * default product warehouse. Nothing is written when the shop has no default warehouse.
 */
export async function seedDemoCatalog(): Promise<string[]> {
  const { warehouse_id: warehouseId } = await Settings.get();
  if (warehouseId === null || (await productUrlTaken(demoProducts[0].url))) return [];
  const created: string[] = [];
  // Drawn and uploaded while the category, option and brands are read and written.
  const pictures = uploadPictures(demoProducts.flatMap((p) => VIEWS.map((view) => productPictureSvg({ ...p, view }))));
  let category = await Menu.categoryByUrl(demoCategory.url, 'default');
  if (!category) {
    category = await Menu.create(MenuInput.parse({ title: demoCategory.title, type: 'category', url: demoCategory.url }), 'default');
    await Menu.update(category.id, { title: demoCategory.zh }, 'zh_hk');
  }
  if (!(await Attribute.byKeys(['size'])).has('size')) {
    await Attribute.create(AttributeInput.parse({ key: 'size', label: 'Size' }), 'default');
  }
  const brands = await Brand.storefront({ page: 1, per_page: 100 }, 'default').catch(() => ({ data: [] as { id: number; url: string }[] }));
  const keys = await pictures;
  for (const [index, demo] of demoProducts.entries()) {
    const sku = demo.url.toUpperCase();
    const variants = demo.sizes
      ? demo.sizes.map((size) => ({ sku: `${sku}-${size}`, price: demo.price, attributes: { size } }))
      : [{ sku: `${sku}-1`, price: demo.price, ...(demo.special ? { special_price: demo.special } : {}) }];
    const brand = brands.data.find((b) => b.url === demo.brand);
    const raw = {
      name: demo.name,
      url: demo.url,
      sku,
      is_new: true,
      // The homepage's widgets follow these flags (decision 0035).
      is_featured: demo.url !== 'desk-lamp',
      is_hot: demo.url === 'trail-tee',
      categories: [category.id],
      ...(brand ? { brand_id: brand.id } : {}),
      options: demo.sizes ? [{ key: 'size', values: [...demo.sizes] }] : [],
      image_list: keys.slice(index * VIEWS.length, (index + 1) * VIEWS.length),
      stocks: variants,
      description: `<p>${demo.name}: a demo product.</p>`,
    };
    const input = await ProductInput.parseAsync(raw);
    const product = await Product.create(input, 'default');
    const ids = product.stocks.map((s, i) => ({ ...variants[i]!, id: s.id }));
    await Product.update(product.id, await ProductInput.parseAsync({ ...raw, stocks: ids, name: demo.zh }), 'zh_hk');
    for (const stock of product.stocks) {
      await Stock.plus(InventoryMoveInput.parse({ stock_id: stock.id, warehouse_id: warehouseId, quantity: demo.stock }), {
        admin_id: null,
      });
    }
    created.push(`product ${demo.url}`);
  }
  return created;
}
