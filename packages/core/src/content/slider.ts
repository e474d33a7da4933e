import { randomUUID } from 'node:crypto';
import { PagePaths, pagesChanged } from '../events/storefront.js';
import { Files, newImages } from '../files/files.js';
import { filePath } from '../shared/files.js';
import { DEFAULT_LANGUAGE, mergeTranslation, pickTranslation, type Translations } from '../shared/i18n.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { SliderRecord, StoredSlide } from './slider.entity.js';
import { sliderFields, type SlideInfo, type SliderInfo, type SliderInput, type SliderRow, type StoreSlider } from './slider.schema.js';
import { sliderStore, storefrontSliders } from './slider.store.js';

const SLIDE_TEXTS = ['title', 'text'] as const;

/** Sliders the storefront lists when no identifier is asked for (one page of the enabled partition). */
const STOREFRONT_PAGE = 20;

function slideInfo(slide: StoredSlide, language: string): SlideInfo {
  const texts = pickTranslation(slide.translations, SLIDE_TEXTS, language);
  return {
    key: slide.key,
    image: slide.image,
    image_path: filePath(slide.image) ?? '',
    ...texts,
    link: slide.link,
    enabled: slide.enabled,
    starts_at: slide.starts_at,
    ends_at: slide.ends_at,
  };
}

function toInfo(record: SliderRecord, language: string): SliderInfo {
  return {
    id: record.id,
    ...sliderFields.present(record, language),
    slides: record.slides.map((s) => slideInfo(s, language)),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toRow(record: SliderRecord, language: string): SliderRow {
  const { slides, ...info } = toInfo(record, language);
  return { ...info, slide_count: slides.length };
}

/**
 * The slides to store after a save in `language`: each sent slide keeps the translations of the stored
 * slide with its key (other languages' texts survive a save and a reorder); a new slide, or one whose
 * key is unknown or repeated, gets a new key and its texts in the main language too.
 */
function storedSlides(input: SliderInput['slides'], language: string, current: readonly StoredSlide[] = []): StoredSlide[] {
  const known = new Map(current.map((s) => [s.key, s]));
  const used = new Set<string>();
  return input.map((slide) => {
    const previous = slide.key && !used.has(slide.key) ? known.get(slide.key) : undefined;
    const key = previous?.key ?? randomUUID().slice(0, 13);
    used.add(key);
    const texts = { title: slide.title ?? '', text: slide.text ?? '' };
    let translations: Translations;
    if (previous) translations = mergeTranslation(previous.translations, language, texts);
    else {
      translations = mergeTranslation({}, DEFAULT_LANGUAGE, texts);
      if (language !== DEFAULT_LANGUAGE) translations = mergeTranslation(translations, language, texts);
    }
    return {
      key,
      image: slide.image,
      link: slide.link || null,
      enabled: slide.enabled,
      starts_at: slide.starts_at ?? null,
      ends_at: slide.ends_at ?? null,
      translations,
    };
  });
}

/** Whether a slide shows at `now`: enabled, started (or no start) and not yet ended (or no end). */
export function slideShowing(slide: Pick<StoredSlide, 'enabled' | 'starts_at' | 'ends_at'>, now: Date): boolean {
  const at = now.toISOString();
  return slide.enabled && (!slide.starts_at || slide.starts_at <= at) && (!slide.ends_at || at < slide.ends_at);
}

function storeSlider(record: SliderRecord, language: string, now: Date): StoreSlider {
  return {
    identifier: record.identifier,
    title: record.title,
    slides: record.slides
      .filter((s) => slideShowing(s, now))
      .map((s) => {
        const { key, image_path, title, text, link } = slideInfo(s, language);
        return { key, image_path, title, text, link };
      }),
  };
}

const slideImages = (slides: readonly { image: string }[]) => slides.map((s) => s.image);

/** The pages showing sliders: the homepage (decision 0043). */
const SLIDER_PAGES = [PagePaths.home];

export const Slider = {
  async list(query: ListQuery, language: string, filters: { enabled?: boolean } = {}): Promise<Page<SliderRow>> {
    const page = await sliderStore.list(query, filters);
    return { ...page, data: page.data.map((s) => toRow(s, language)) };
  },

  async options(query: OptionsQuery, language: string, filters: { enabled?: boolean } = {}): Promise<Options<SliderRow>> {
    const found = await sliderStore.options(query, filters);
    return { ...found, data: found.data.map((s) => toRow(s, language)) };
  },

  async get(id: number, language: string): Promise<SliderInfo> {
    return toInfo(await sliderStore.get(id), language);
  },

  async create(input: SliderInput, language: string): Promise<SliderInfo> {
    await Files.requireUploaded(newImages('slides', slideImages(input.slides)).map(slideField));
    const record = await sliderStore.create({ ...sliderFields.stored(input), slides: storedSlides(input.slides, language) });
    await pagesChanged(SLIDER_PAGES);
    return toInfo(record, language);
  },

  async update(id: number, input: SliderInput, language: string): Promise<SliderInfo> {
    const current = await sliderStore.get(id);
    await Files.requireUploaded(newImages('slides', slideImages(input.slides), slideImages(current.slides)).map(slideField));
    const record = await sliderStore.update(id, (existing) => ({
      ...sliderFields.stored(input),
      slides: storedSlides(input.slides, language, existing.slides),
    }));
    await pagesChanged(SLIDER_PAGES);
    return toInfo(record, language);
  },

  async remove(id: number): Promise<void> {
    await sliderStore.remove(id);
    await pagesChanged(SLIDER_PAGES);
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    const updated = await sliderStore.updateMany(ids, data.enabled === undefined ? {} : { enabled: data.enabled });
    await pagesChanged(SLIDER_PAGES);
    return updated;
  },

  async batchRemove(ids: number[]): Promise<number> {
    const removed = await sliderStore.removeMany(ids);
    await pagesChanged(SLIDER_PAGES);
    return removed;
  },

  /**
   * `GET /api/slider`: the enabled slider with this identifier (a guard item and the slider: two
   * GetItems), or the first page of the enabled partition (one Query), with the slides showing at
   * `now` in `language`. The stored records are kept 30 s per process and emptied by slider writes.
   */
  async storefront(identifier: string | undefined, language: string, now = new Date()): Promise<StoreSlider[]> {
    const key = identifier ? identifier.trim().toLowerCase() : '*';
    const records = await storefrontSliders.get(key, async () => {
      if (identifier) {
        const record = await sliderStore.findByUnique('identifier', identifier);
        return record?.enabled ? [record] : [];
      }
      const page = await sliderStore.list({ page: 1, per_page: STOREFRONT_PAGE, sort: 'id', order: 'asc' }, { enabled: true });
      return page.data;
    });
    return records.map((r) => storeSlider(r, language, now));
  },
};

/** `slides.2` (the image list's index) is the slide's image field: `slides.2.image`. */
function slideField(image: { field: string; key: string }) {
  return { ...image, field: `${image.field}.image` };
}
