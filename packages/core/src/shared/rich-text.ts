import { z } from 'zod';
import { MESSAGES } from './errors.js';
import { maxBytes, TEXT_LIMITS, tooLongMessage } from './validation.js';

/**
 * sanitize-html (with htmlparser2, postcss and the HTML entity tables, about 240 KB minified) is loaded
 * by the first parse that has rich text to clean, not by every cold start of the API (issue 7 §4).
 */
let sanitizer: Promise<typeof import('sanitize-html')> | undefined;
const loadSanitizer = () => (sanitizer ??= import('sanitize-html').then((module) => module.default));

/**
 * Rich text is stored sanitised, so every place a shopper sees it is safe by construction. Async
 * (the sanitiser loads on first use), so schemas with rich text are parsed with `parseAsync`.
 */
export async function sanitizeRichText(html: string | undefined): Promise<string | undefined> {
  if (html === undefined) return undefined;
  const sanitizeHtml = await loadSanitizer();
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ['src', 'alt', 'title', 'width', 'height'],
      span: ['style'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedStyles: { span: { color: [/^#[0-9a-f]{3,6}$/i], 'text-decoration': [/^(underline|line-through)$/] } },
  });
}

/** Every schema made by `richText()`, so tests and tools can find the rich-text fields of any input schema. */
export const richTextSchemas = z.registry<{ richText: true }>();

/** Whether sanitised HTML says nothing: no text and no picture (an empty editor sends `<p></p>`). */
export function isBlankHtml(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/**
 * A rich-text (HTML) field: THE declaration that makes a field rich text. Parsing sanitises it, so
 * whatever reaches a domain function through its schema is already safe to store and to show; the
 * byte limit (decision 0009) applies to the sanitised HTML that is stored. Optional unless told
 * (left out, the language keeps its text); `required` refuses a missing or blank text — blank after
 * sanitising, so `<script>…</script>` alone is not content.
 */
export function richText(max: number = TEXT_LIMITS.richText, options: { required?: boolean } = {}) {
  const base = z
    .string({ error: (iss) => (options.required && (iss.input === undefined || iss.input === null) ? MESSAGES.required : MESSAGES.check) })
    .trim()
    .transform(async (html, ctx) => {
      const clean = (await sanitizeRichText(html)) ?? '';
      if (options.required && isBlankHtml(clean)) {
        ctx.issues.push({ code: 'custom', message: MESSAGES.required, input: html });
        return z.NEVER;
      }
      if (!maxBytes(max)(clean)) {
        ctx.issues.push({ code: 'custom', message: tooLongMessage(max), input: html });
        return z.NEVER;
      }
      return clean;
    });
  const schema = options.required ? base : base.optional();
  richTextSchemas.add(schema, { richText: true });
  return schema;
}

/** The names of an object schema's rich-text fields. */
export function richTextFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => richTextSchemas.has(field as z.ZodType))
    .map(([name]) => name);
}
