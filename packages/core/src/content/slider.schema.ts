import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { MESSAGES } from '../shared/errors.js';
import { booleanish, imageKey, isHttpUrl, keyFormat, optionalString, requiredString } from '../shared/validation.js';

/** Slides a slider holds at most (one item: a slider and its slides are written together). */
export const MAX_SLIDES = 20;

/** Where a slide leads: a storefront path (`/category/sale`) or an http(s) address. */
const slideLink = () =>
  optionalString(2000).refine((v) => !v || (v.startsWith('/') ? !v.startsWith('//') : isHttpUrl(v)), { error: MESSAGES.url });

/** An optional moment (`2026-12-01T09:00`, or with seconds and an offset): stored as ISO UTC, blank is none. */
const moment = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: MESSAGES.check })
      .trim()
      .max(40, { error: MESSAGES.check })
      .refine(
        (v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
        {
          error: MESSAGES.check,
        },
      )
      .transform((v) => new Date(v).toISOString())
      .optional(),
  );

/** A form-data body sends the slides as one JSON text; JSON bodies send the list itself. */
const jsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * One slide: an uploaded image, per-language `title` and `text` (the main language as fallback), a
 * link, its own switch and an optional schedule. `key` names the slide across saves (its translations
 * follow it when slides are reordered); the server gives new slides one.
 */
export const SlideInput = z
  .object({
    key: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9-]*$/i, { error: MESSAGES.check })
      .optional(),
    image: imageKey().min(1, { error: MESSAGES.requiredImage }),
    title: optionalString(255),
    text: optionalString(1000),
    link: slideLink(),
    enabled: booleanish().default(true),
    starts_at: moment(),
    ends_at: moment(),
  })
  .refine((s) => !s.starts_at || !s.ends_at || s.starts_at < s.ends_at, {
    error: 'The end must be after the start.',
    path: ['ends_at'],
  });
export type SlideInput = z.infer<typeof SlideInput>;

/**
 * Sliders (spec section 2, `slider`; section 7, `GET /api/slider`): an identifier the storefront
 * places them by (`home` on the homepage, decision 0035), a title for staff, a switch and ordered slides.
 */
export const SliderInput = z.object({
  enabled: booleanish().default(true),
  identifier: keyFormat(),
  title: requiredString(255),
  slides: z
    .preprocess(jsonList, z.array(SlideInput, { error: MESSAGES.check }).max(MAX_SLIDES, { error: 'At most 20 slides.' }))
    .default([]),
});
export type SliderInput = z.infer<typeof SliderInput>;

/** The slider's own fields (all global); its slides are declared by hand (a list of records). */
export const sliderFields = fieldSet(SliderInput.omit({ slides: true }));

export const SlideInfo = z.object({
  key: z.string(),
  image: z.string(),
  image_path: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  enabled: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type SlideInfo = z.infer<typeof SlideInfo>;

export const SliderInfo = z.object({
  id: z.number(),
  ...sliderFields.answer,
  slides: z.array(SlideInfo),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SliderInfo = z.infer<typeof SliderInfo>;

/** A row of the admin list: the slides counted, not sent. */
export const SliderRow = SliderInfo.omit({ slides: true }).extend({ slide_count: z.number() });
export type SliderRow = z.infer<typeof SliderRow>;

/** `GET /api/slider?identifier=home&language=zh_hk` (spec section 7; decision 0035). */
export const StoreSliderQuery = z.object({
  language: z.string().optional(),
  identifier: z.string().trim().max(100).optional(),
});

/** A slide as shoppers see it. */
export const StoreSlide = SlideInfo.pick({ key: true, image_path: true, title: true, text: true, link: true });
export type StoreSlide = z.infer<typeof StoreSlide>;

export const StoreSlider = z.object({
  identifier: z.string(),
  title: z.string(),
  slides: z.array(StoreSlide),
});
export type StoreSlider = z.infer<typeof StoreSlider>;

/** Enabled sliders with their slides showing now: one (by identifier) or the first page of them. */
export const StoreSliders = z.object({ data: z.array(StoreSlider) });
export type StoreSliders = z.infer<typeof StoreSliders>;
