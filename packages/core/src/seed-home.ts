import { Block } from './content/block.js';
import { BlockInput } from './content/block.schema.js';
import { Slider } from './content/slider.js';
import { SliderInput } from './content/slider.schema.js';
import { Settings } from './settings/settings.js';
import { PICTURE_SIZES, slideSvg, uploadPictures } from './seed-pictures.js';

/** The homepage's slider and block (decision 0035): written once, while no slider `home` exists. */
const HOME = 'home';

const SLIDES = [
  {
    colours: [0x1d4ed8, 0x0ea5e9],
    motifs: ['tote', 'tee', 'lamp'],
    title: 'New season, new gear',
    zh: '新季節，新裝備',
    text: 'Bags, tees and lamps for every day.',
    zhText: '日常用的袋、T 恤和燈。',
    link: '/category/demo-shop',
  },
  {
    colours: [0x9a3412, 0xf59e0b],
    motifs: ['page'],
    title: 'From the blog',
    zh: '網誌',
    text: 'Read what is new in the demo shop.',
    zhText: '看看示範商店的最新消息。',
    link: '/blog/article/welcome',
  },
] as const;

export async function seedDemoHome(): Promise<string[]> {
  const created: string[] = [];
  // The site's banner: what a link preview shows for a page without a picture of its own (decision 0044).
  if ((await Settings.get()).banner === null) {
    const [banner] = await uploadPictures([slideSvg(SLIDES[0], PICTURE_SIZES.banner)]);
    await Settings.update({ banner: banner! });
    created.push('site banner');
  }
  if (!(await sliderExists())) {
    // Pictures of the slider's shape (1600 × 600, the carousel's 16:6): the demo has no photographs.
    const images = await uploadPictures(SLIDES.map((s) => slideSvg(s)));
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
