import { Listing } from '../catalog/listing.js';
import { Product } from '../catalog/product.js';
import { pagesChanged, PagePaths } from '../events/storefront.js';
import { crudFacade } from '../shared/crud.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import { mergeTranslation, pickTranslation, type Translations } from '../shared/i18n.js';
import type { FunnelRecord } from './funnel.entity.js';
import {
  funnelFields,
  type PublicFunnel,
  type FunnelInfo,
  type FunnelInput,
  type FunnelStepInfo,
  type StoredStep,
} from './funnel.schema.js';
import { funnelStore } from './funnel.store.js';
import { FunnelForms } from './funnel-forms.js';

/** A step's texts live in the funnel's translations as `step_<key>_<field>`, so each language falls back as every text does. */
const STEP_TEXTS = ['title', 'content', 'button_name'] as const;
const stepText = (key: string, field: (typeof STEP_TEXTS)[number]) => `step_${key}_${field}`;

function stepsIn(record: FunnelRecord, language: string): FunnelStepInfo[] {
  return record.steps.map((step) => {
    const texts = pickTranslation(
      record.translations,
      STEP_TEXTS.map((field) => stepText(step.key, field)),
      language,
    );
    return {
      key: step.key,
      type: step.type,
      title: texts[stepText(step.key, 'title')] ?? '',
      content: texts[stepText(step.key, 'content')] ?? '',
      button_name: texts[stepText(step.key, 'button_name')] ?? '',
      form_id: step.form_id ?? null,
      product_id: step.product_id ?? null,
    };
  });
}

function toInfo(record: FunnelRecord, language: string): FunnelInfo {
  return {
    id: record.id,
    ...funnelFields.present(record, language),
    steps: stepsIn(record, language),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** The funnel's texts after a save in `language`: its own, its steps', and none of the steps it no longer has. */
function translationsOf(input: FunnelInput, language: string, current?: Translations): Translations {
  let translations = funnelFields.translations(input, language, current);
  const stepTexts = Object.fromEntries(
    input.steps.flatMap((step) => STEP_TEXTS.map((field) => [stepText(step.key, field), step[field] ?? ''])),
  );
  translations = mergeTranslation(translations, language, stepTexts);
  if (!current) translations = mergeTranslation(translations, 'default', stepTexts);
  const kept = new Set(input.steps.map((step) => `step_${step.key}_`));
  const isKept = (name: string) => !name.startsWith('step_') || [...kept].some((prefix) => name.startsWith(prefix));
  return Object.fromEntries(
    Object.entries(translations).map(([slot, texts]) => [slot, Object.fromEntries(Object.entries(texts).filter(([name]) => isKept(name)))]),
  );
}

const storedSteps = (input: FunnelInput): StoredStep[] =>
  input.steps.map((step) => ({
    key: step.key,
    type: step.type,
    ...(step.type === 'form' && step.form_id ? { form_id: step.form_id } : {}),
    ...(step.type === 'offer' && step.product_id ? { product_id: step.product_id } : {}),
  }));

const MISSING_PRODUCT = 'The selected product does not exist.';

/** Every step's form and product exist (one read each kind). */
async function checkSteps(input: FunnelInput): Promise<void> {
  const productIds = input.steps.flatMap((s) => (s.type === 'offer' && s.product_id ? [s.product_id] : []));
  const existing = new Set(productIds.length ? await Product.existing(productIds) : []);
  input.steps.forEach((step, index) => {
    if (step.type === 'offer' && step.product_id && !existing.has(step.product_id))
      throw ValidationError.field(`steps.${index}.product_id`, MISSING_PRODUCT);
  });
  for (const [index, step] of input.steps.entries()) {
    if (step.type === 'form' && step.form_id) await FunnelForms.assertUsable(step.form_id, `steps.${index}.form_id`);
  }
}

/** Funnels (`/admin/funnel`) and their storefront walk (`/funnel/{url}`). */
export const Funnel = {
  ...crudFacade({
    store: funnelStore,
    toInfo,
    toRecord: (input: FunnelInput, language, current) => ({
      translations: translationsOf(input, language, current?.translations),
      steps: storedSteps(input),
      ...funnelFields.stored(input),
    }),
    check: (input) => checkSteps(input),
    // The storefront's copies of the funnel pages (edge, local HTML cache) go at once (decision 0043).
    changed: () => pagesChanged([PagePaths.funnels]),
  }),

  toInfo,

  async find(id: number): Promise<FunnelRecord | undefined> {
    return funnelStore.find(id);
  },

  /** An enabled funnel by url, or 404. */
  async enabledByUrl(url: string): Promise<FunnelRecord> {
    const record = await funnelStore.findByUnique('url', url.toLowerCase());
    if (!record?.enabled) throw new NotFoundError('Funnel not found');
    return record;
  },

  /** `GET /api/funnel/{url}`: the funnel in the visitor's language, with each offer's product card and form step's form. */
  async publicView(url: string, language: string, showPrices: boolean): Promise<PublicFunnel> {
    const record = await Funnel.enabledByUrl(url);
    const info = toInfo(record, language);
    const productIds = record.steps.flatMap((s) => (s.product_id ? [s.product_id] : []));
    const [cards, formUrls] = await Promise.all([
      productIds.length ? Listing.cards(productIds, { language, showPrices }) : new Map<number, never>(),
      FunnelForms.urls(record.steps.flatMap((s) => (s.form_id ? [s.form_id] : []))),
    ]);
    return {
      id: record.id,
      url: record.url,
      title: info.title,
      meta_title: info.meta_title || info.title,
      meta_description: info.meta_description,
      prices_hidden: !showPrices,
      steps: info.steps.map((step) => ({
        ...step,
        product: step.product_id ? (cards.get(step.product_id) ?? null) : null,
        form_url: step.form_id ? (formUrls.get(step.form_id) ?? null) : null,
      })),
    };
  },
};
