import { deflateSync } from 'node:zlib';
import { Block } from './content/block.js';
import { BlockInput } from './content/block.schema.js';
import { Slider } from './content/slider.js';
import { SliderInput } from './content/slider.schema.js';
import { Files } from './files/files.js';

/** The homepage's slider and block (decision 0035): written once, while no slider `home` exists. */
const HOME = 'home';

const SLIDES = [
  {
    colours: [0x1d4ed8, 0x0ea5e9],
    title: 'New season, new gear',
    zh: '新季節，新裝備',
    text: 'Bags, tees and lamps for every day.',
    zhText: '日常用的袋、T 恤和燈。',
    link: '/category/demo-shop',
  },
  {
    colours: [0x9a3412, 0xf59e0b],
    title: 'From the blog',
    zh: '網誌',
    text: 'Read what is new in the demo shop.',
    zhText: '看看示範商店的最新消息。',
    link: '/blog/article/welcome',
  },
] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A left-to-right gradient picture (PNG, RGB) of the slides' shape: the demo has no photographs. */
export function gradientPng(width: number, height: number, from: number, to: number): Uint8Array {
  const channel = (colour: number, shift: number) => (colour >> shift) & 0xff;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) {
    const t = x / (width - 1);
    for (const [i, shift] of [16, 8, 0].entries()) {
      row[1 + x * 3 + i] = Math.round(channel(from, shift) * (1 - t) + channel(to, shift) * t);
    }
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

export async function seedDemoHome(): Promise<string[]> {
  const created: string[] = [];
  if (!(await sliderExists())) {
    const images: string[] = [];
    for (const slide of SLIDES) images.push((await Files.uploadImage(gradientPng(1600, 600, slide.colours[0], slide.colours[1]))).path);
    const raw = {
      title: 'Homepage',
      identifier: HOME,
      slides: SLIDES.map((s, i) => ({ image: images[i], title: s.title, text: s.text, link: s.link })),
    };
    const slider = await Slider.create(SliderInput.parse(raw), 'default');
    await Slider.update(
      slider.id,
      SliderInput.parse({
        ...raw,
        slides: slider.slides.map((s, i) => ({ ...raw.slides[i], key: s.key, title: SLIDES[i]!.zh, text: SLIDES[i]!.zhText })),
      }),
      'zh_hk',
    );
    created.push('slider home');
  }
  if (!(await Block.storefront(HOME, 'default'))) {
    const raw = {
      identifier: HOME,
      title: 'Homepage',
      content: '<p>Free delivery on orders over 500. Members see their prices after signing in.</p>',
    };
    try {
      const block = await Block.create(await BlockInput.parseAsync(raw), 'default');
      await Block.update(
        block.id,
        await BlockInput.parseAsync({ ...raw, content: '<p>訂單滿 500 免運費。會員登入後可看到價格。</p>' }),
        'zh_hk',
      );
      created.push('block home');
    } catch {
      // A disabled block `home` exists: staff turned it off, leave it so.
    }
  }
  return created;
}

/** Whether a slider `home` exists at all (enabled or not): staff may have turned it off. */
async function sliderExists(): Promise<boolean> {
  const page = await Slider.list({ page: 1, per_page: 10, order: 'asc', search: HOME }, 'default');
  return page.data.some((s) => s.identifier === HOME);
}
