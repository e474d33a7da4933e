import Validator, { type Issue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { Parser } from 'htmlparser2';

/**
 * Checks a public page's HTML head the way a crawler or a chat app's link preview reads it, offline,
 * from the HTML string the server answered.
 *
 * - `document`: `<html lang>`, one `<title>`, one meta description, one absolute canonical URL, and
 *   `hreflang` alternates (valid tags, absolute URLs, no duplicates, the canonical among them).
 * - `openGraph` (ogp.me): `og:title`, `og:type`, `og:image`, `og:url` (absolute, equal to the
 *   canonical); `og:description`, `og:site_name`, `og:locale`, `og:image:alt` recommended.
 * - `twitter` (X cards): `twitter:card` of a known kind; title and image, from `twitter:` or the
 *   `og:` tags X falls back to (an image is required for `summary_large_image`).
 * - `structuredData`: every JSON-LD block parses and names the schema.org context; each item is
 *   validated by Adobe's structured-data-validator (Google's rich-result rules: `Product` and its
 *   `Offer`, `BreadcrumbList`, `Organization`, …), and here for the types it has no rules for:
 *   `BlogPosting`/`Article`, `WebSite` with its `SearchAction`. The validator's schema.org vocabulary
 *   check (unknown types and properties) needs schema.org's own JSON-LD file, which no npm package
 *   ships and the tests may not download, so it is not run.
 *
 * Errors fail a test; what Google only recommends is a warning. `schemas` names the types the page
 * must carry (at any depth: `Offer` inside `Product` counts), `languages` the `hreflang` tags.
 */
export type Preset = 'document' | 'openGraph' | 'twitter' | 'structuredData';

export const PRESETS: readonly Preset[] = ['document', 'openGraph', 'twitter', 'structuredData'];

export interface HeadExpectations {
  /** Presets to run; all of them unless told. */
  presets?: readonly Preset[];
  /** schema.org types the page's JSON-LD must hold, e.g. `['Product', 'Offer', 'BreadcrumbList']`. */
  schemas?: readonly string[];
  /** `hreflang` values the page must link, e.g. `['en-US', 'zh-HK', 'x-default']`. */
  languages?: readonly string[];
}

export interface Finding {
  test: string;
  message: string;
}

export interface HeadCheck {
  /** Names of the tests that found no error, e.g. `og:image`, `structured data: Product`. */
  passed: string[];
  failed: Finding[];
  /** Recommended but missing, or only advisable: never a failure. */
  warnings: Finding[];
}

interface Head {
  lang: string | undefined;
  titles: string[];
  metas: { key: string; content: string }[];
  links: { rel: string[]; href: string; hreflang: string | undefined }[];
  jsonLd: string[];
}

/** One pass over the HTML: title, meta and link tags of the head, and every JSON-LD block. */
function readHead(html: string): Head {
  const head: Head = { lang: undefined, titles: [], metas: [], links: [], jsonLd: [] };
  let inHead = false;
  let text: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'html') head.lang = attrs.lang;
        if (name === 'head') inHead = true;
        if (name === 'body') inHead = false;
        if ((name === 'title' && inHead) || (name === 'script' && attrs.type?.trim().toLowerCase() === 'application/ld+json')) text = '';
        if (!inHead) return;
        const key = attrs.property ?? attrs.name;
        if (name === 'meta' && key !== undefined) head.metas.push({ key: key.toLowerCase(), content: (attrs.content ?? '').trim() });
        if (name === 'link' && attrs.href !== undefined) {
          head.links.push({ rel: (attrs.rel ?? '').toLowerCase().split(/\s+/), href: attrs.href.trim(), hreflang: attrs.hreflang?.trim() });
        }
      },
      ontext(chunk) {
        if (text !== undefined) text += chunk;
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if (text === undefined) return;
        if (name === 'title') head.titles.push(text.trim());
        if (name === 'script') head.jsonLd.push(text);
        text = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return head;
}

const isAbsoluteUrl = (value: string | undefined) => Boolean(value && /^https?:\/\//i.test(value) && URL.canParse(value));

/** A language (ISO 639-1, or 639-2 where there is no two-letter code), optionally a script and a region, as hreflang wants. */
function isLanguageTag(tag: string): boolean {
  if (!/^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** ISO 8601 date or date-time, as schema.org `Date`/`DateTime` values are written. */
const isIsoDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value));

const SCHEMA_CONTEXT = /^https?:\/\/schema\.org\/?$/;

type Item = Record<string, unknown>;

const typesOf = (item: Item): string[] => {
  const type = item['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
};

/** Every `@type` in the trees, nested ones included. */
function allTypes(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) allTypes(v, found);
  else if (value && typeof value === 'object') {
    for (const t of typesOf(value as Item)) found.add(t);
    for (const [key, v] of Object.entries(value)) if (!key.startsWith('@')) allTypes(v, found);
  }
  return found;
}

const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting']);

/** Rules for the types Adobe's validator has none for (Google's Article guidance; schema.org's SearchAction). */
function ownRules(type: string, item: Item): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (ARTICLE_TYPES.has(type)) {
    if (typeof item.headline !== 'string' || !item.headline.trim()) errors.push('Required attribute "headline" is missing');
    for (const field of ['datePublished', 'dateModified']) {
      if (item[field] === undefined) warnings.push(`Missing field "${field}" (recommended)`);
      else if (!isIsoDate(item[field])) errors.push(`"${field}" is not an ISO 8601 date`);
    }
    if (item.image === undefined) warnings.push('Missing field "image" (recommended)');
    if (item.author === undefined) warnings.push('Missing field "author" (recommended)');
  }
  if (type === 'WebSite') {
    if (typeof item.name !== 'string' || !item.name.trim()) errors.push('Required attribute "name" is missing');
    if (!isAbsoluteUrl(item.url as string | undefined)) errors.push('"url" must be an absolute URL');
    const actions = [item.potentialAction].flat().filter((a): a is Item => Boolean(a) && typeof a === 'object');
    for (const action of actions.filter((a) => typesOf(a).includes('SearchAction'))) {
      const target = action.target as string | Item | undefined;
      const template = typeof target === 'string' ? target : (target?.urlTemplate as string | undefined);
      const placeholder = template && /\{([\w-]+)\}/.exec(template)?.[1];
      const input = action['query-input'];
      const inputText = typeof input === 'string' ? input : ((input as Item | undefined)?.valueName as string | undefined);
      if (!template || !isAbsoluteUrl(template.replace(/\{[\w-]+\}/g, 'x'))) {
        errors.push('SearchAction "target" must be an absolute URL template');
      } else if (!placeholder) {
        errors.push('SearchAction "target" has no {placeholder} for the search terms');
      } else if (!inputText || !new RegExp(`(^|\\s|=)${placeholder}$`).test(inputText.trim())) {
        errors.push(`SearchAction "query-input" must name the placeholder: "required name=${placeholder}"`);
      }
    }
  }
  if (type === 'Organization') {
    if (item.url !== undefined && !isAbsoluteUrl(item.url as string)) errors.push('"url" must be an absolute URL');
    const logo = item.logo as string | Item | undefined;
    const logoUrl = typeof logo === 'string' ? logo : (logo?.url as string | undefined);
    if (logo !== undefined && !isAbsoluteUrl(logoUrl)) errors.push('"logo" must be an absolute URL');
  }
  return { errors, warnings };
}

const describePath = (issue: Issue) =>
  (issue.path ?? [])
    .slice(1)
    .map((p) => p.property ?? [p.type].flat().join(','))
    .join(' > ');

export async function checkHead(html: string, expectations: HeadExpectations = {}): Promise<HeadCheck> {
  const presets = new Set(expectations.presets ?? PRESETS);
  const result: HeadCheck = { passed: [], failed: [], warnings: [] };
  const record = (test: string, errors: readonly string[], warnings: readonly string[] = []) => {
    result.failed.push(...errors.map((message) => ({ test, message })));
    result.warnings.push(...warnings.map((message) => ({ test, message })));
    if (errors.length === 0) result.passed.push(test);
  };
  const head = readHead(html);
  const metas = (key: string) => head.metas.filter((m) => m.key === key).map((m) => m.content);
  const meta = (key: string) => metas(key).find(Boolean);
  const canonicals = head.links.filter((l) => l.rel.includes('canonical'));
  const canonical = canonicals.length === 1 ? canonicals[0]!.href : undefined;

  if (presets.has('document')) {
    record('document: html lang', head.lang && isLanguageTag(head.lang) ? [] : ['<html> has no valid lang attribute']);
    record(
      'document: title',
      head.titles.length !== 1
        ? [`expected one <title> in the head, found ${String(head.titles.length)}`]
        : head.titles[0]
          ? []
          : ['the <title> is empty'],
    );
    const descriptions = metas('description');
    record(
      'document: description',
      descriptions.length !== 1
        ? [`expected one meta description, found ${String(descriptions.length)}`]
        : descriptions[0]
          ? []
          : ['the meta description is empty'],
    );
    record(
      'document: canonical',
      canonicals.length !== 1
        ? [`expected one link rel="canonical", found ${String(canonicals.length)}`]
        : isAbsoluteUrl(canonical) && !canonical!.includes('#')
          ? []
          : [`the canonical URL must be absolute, without a fragment: "${canonical ?? ''}"`],
    );
    const alternates = head.links.filter((l) => l.rel.includes('alternate') && l.hreflang !== undefined);
    const errors: string[] = [];
    const seen = new Set<string>();
    for (const { hreflang = '', href } of alternates) {
      if (hreflang.toLowerCase() !== 'x-default' && !isLanguageTag(hreflang)) errors.push(`hreflang "${hreflang}" is not a language tag`);
      if (!isAbsoluteUrl(href)) errors.push(`hreflang "${hreflang}" must link an absolute URL, not "${href}"`);
      if (seen.has(hreflang.toLowerCase())) errors.push(`hreflang "${hreflang}" is given twice`);
      seen.add(hreflang.toLowerCase());
    }
    if (alternates.length > 0 && canonical && !alternates.some((a) => a.href === canonical)) {
      errors.push('the hreflang alternates must include the page itself (its canonical URL)');
    }
    for (const language of expectations.languages ?? []) {
      if (!seen.has(language.toLowerCase())) errors.push(`no hreflang "${language}"`);
    }
    record('document: hreflang', errors);
  }

  if (presets.has('openGraph')) {
    for (const key of ['og:title', 'og:type', 'og:image', 'og:url']) {
      const value = meta(key);
      const errors = value ? [] : [`meta property="${key}" is missing`];
      if (value && (key === 'og:image' || key === 'og:url') && !isAbsoluteUrl(value))
        errors.push(`${key} must be an absolute URL: "${value}"`);
      if (value && key === 'og:url' && canonical && value !== canonical)
        errors.push(`og:url "${value}" differs from the canonical URL "${canonical}"`);
      record(key, errors);
    }
    const locale = meta('og:locale');
    record(
      'og: recommended',
      locale && !/^[a-z]{2,3}_[A-Z]{2}$/.test(locale) ? [`og:locale "${locale}" is not of the form ll_TT`] : [],
      ['og:description', 'og:site_name', 'og:locale', 'og:image:alt']
        .filter((key) => !meta(key))
        .map((key) => `meta property="${key}" is missing`),
    );
  }

  if (presets.has('twitter')) {
    const card = meta('twitter:card');
    record(
      'twitter:card',
      !card
        ? ['meta name="twitter:card" is missing']
        : ['summary', 'summary_large_image', 'app', 'player'].includes(card)
          ? []
          : [`unknown twitter:card "${card}"`],
    );
    record('twitter:title', meta('twitter:title') || meta('og:title') ? [] : ['neither twitter:title nor og:title is given']);
    record(
      'twitter:description',
      [],
      meta('twitter:description') || meta('og:description') ? [] : ['neither twitter:description nor og:description is given'],
    );
    const image = meta('twitter:image') ?? meta('og:image');
    const imageErrors = image && !isAbsoluteUrl(image) ? [`the card's image must be an absolute URL: "${image}"`] : [];
    if (!image && card === 'summary_large_image') imageErrors.push('a summary_large_image card needs twitter:image or og:image');
    record('twitter:image', imageErrors, image || card === 'summary_large_image' ? [] : ['no twitter:image or og:image']);
  }

  const extracted = new WebAutoExtractor({ addLocation: false }).parse(html);
  if (presets.has('structuredData')) {
    const syntax: string[] = [];
    for (const [i, block] of head.jsonLd.entries()) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(block);
      } catch (error) {
        syntax.push(`JSON-LD block ${String(i + 1)} does not parse: ${(error as Error).message}`);
        continue;
      }
      const items = [parsed].flat() as Item[];
      if (items.some((item) => typeof item !== 'object' || !SCHEMA_CONTEXT.test(String(item?.['@context'] ?? '')))) {
        syntax.push(`JSON-LD block ${String(i + 1)} does not name "@context": "https://schema.org"`);
      }
    }
    record('structured data: JSON-LD', syntax);

    const issues = await new Validator().validate(extracted);
    for (const format of ['jsonld', 'microdata', 'rdfa'] as const) {
      for (const [type, items] of Object.entries(extracted[format])) {
        for (const [index, item] of items.entries()) {
          const test = `structured data: ${type}${items.length > 1 ? ` #${String(index + 1)}` : ''}${format === 'jsonld' ? '' : ` (${format})`}`;
          const own = ownRules(type, item);
          const mine = issues.filter((i) => i.dataFormat === format && i.rootType === type && i.path?.[0]?.index === index);
          const say = (i: Issue) => (describePath(i) ? `${describePath(i)}: ${i.issueMessage}` : i.issueMessage);
          record(
            test,
            [...mine.filter((i) => i.severity === 'ERROR').map(say), ...own.errors],
            [...mine.filter((i) => i.severity === 'WARNING').map(say), ...own.warnings],
          );
        }
      }
    }
  }

  if (expectations.schemas?.length) {
    const found = allTypes(Object.values(extracted.jsonld));
    for (const schema of expectations.schemas) record(`schema: ${schema}`, found.has(schema) ? [] : [`no JSON-LD item of type ${schema}`]);
  }
  return result;
}
