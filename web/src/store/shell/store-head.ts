import { languageHref, languageTag } from '@shop/core/shared/language-url';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { fileUrl } from '../../lib/format';
import type { HeadTag } from '../../lib/head-tags';
import { shorten } from '../../lib/plain-text';
import { absoluteUrl } from '../../lib/site-origin';
import { useHead } from '../../lib/use-head';
import { useStore } from './store-context';

/** What a storefront page says about itself in its head (decision 0044). */
export interface PageHead {
  /** The page's own title; the site's name follows it. None: the site's name alone. */
  title?: string;
  /** The whole browser-tab title, when the page words it itself (the homepage's `Shop · Home`). */
  documentTitle?: string;
  description?: string | null;
  /** The content's path without a language (`/product/tote`); default: the address shown, without its query. */
  path?: string;
  /** An uploaded file's key or a site path: the link preview's picture. */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'product' | 'article';
  /** schema.org objects, each written as its own JSON-LD block. */
  jsonLd?: readonly object[];
  /** Kept out of search engines: personal pages, not-found pages, search results. */
  noindex?: boolean;
  /** The page's own css (static pages, decision 0033), in the head from the first paint. */
  css?: string | null;
}

/** `1200x630` at the end of an uploaded file's key (`…-1200x630.webp`): its size in pixels. */
export function imageSize(key: string | null | undefined): { width: number; height: number } | undefined {
  const match = /-(\d{1,5})x(\d{1,5})\.[a-z0-9]+$/i.exec(key ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

const ogLocale = (code: string) => languageTag(code).replace('-', '_');

/**
 * The head of a storefront page — title, description, canonical address, an alternate per
 * language (and `x-default`), Open Graph, Twitter card, JSON-LD, robots — written into the page's
 * HTML by the server and kept up to date in the browser. `priority` 0 is the layout's default.
 */
export function useStoreHead(head: PageHead, priority = 1): void {
  const { t } = useTranslation();
  const { config, language } = useStore();
  const location = useLocation();
  const site = config.name || t('store:header.defaultName');
  const title = head.documentTitle ?? (head.title ? `${head.title} · ${site}` : site);
  const description = head.description ? shorten(head.description) : undefined;
  const path = head.path ?? location.pathname;
  const languages = [config.main_language, ...config.supported_languages.filter((code) => code !== config.main_language)];
  const canonical = absoluteUrl(languageHref(path, language, config.main_language));
  // A page without a picture of its own is previewed with the site's banner.
  const imageKey = head.image || config.banner;
  const imagePath = fileUrl(imageKey);
  const image = imagePath ? absoluteUrl(imagePath) : undefined;
  const size = imageSize(imageKey);

  const tags: HeadTag[] = [{ tag: 'title', text: title }];
  const icon = fileUrl(config.icon);
  if (icon) tags.push({ tag: 'link', rel: 'icon', href: icon });
  if (description) tags.push({ tag: 'meta', name: 'description', content: description });
  if (head.noindex) tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
  else {
    tags.push({ tag: 'link', rel: 'canonical', href: canonical });
    for (const code of languages) {
      tags.push({
        tag: 'link',
        rel: 'alternate',
        hreflang: languageTag(code),
        href: absoluteUrl(languageHref(path, code, config.main_language)),
      });
    }
    tags.push({
      tag: 'link',
      rel: 'alternate',
      hreflang: 'x-default',
      href: absoluteUrl(languageHref(path, config.main_language, config.main_language)),
    });
  }
  tags.push(
    { tag: 'meta', property: 'og:site_name', content: site },
    { tag: 'meta', property: 'og:title', content: head.title ?? site },
    { tag: 'meta', property: 'og:type', content: head.type ?? 'website' },
    { tag: 'meta', property: 'og:url', content: canonical },
    { tag: 'meta', property: 'og:locale', content: ogLocale(language) },
    ...languages
      .filter((code) => code !== language)
      .map((code): HeadTag => ({ tag: 'meta', property: 'og:locale:alternate', content: ogLocale(code) })),
  );
  if (description) tags.push({ tag: 'meta', property: 'og:description', content: description });
  if (image) {
    tags.push({ tag: 'meta', property: 'og:image', content: image });
    if (size) {
      tags.push(
        { tag: 'meta', property: 'og:image:width', content: String(size.width) },
        { tag: 'meta', property: 'og:image:height', content: String(size.height) },
      );
    }
    tags.push({ tag: 'meta', property: 'og:image:alt', content: head.imageAlt ?? head.title ?? site });
  }
  tags.push(
    { tag: 'meta', name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { tag: 'meta', name: 'twitter:title', content: head.title ?? site },
  );
  if (description) tags.push({ tag: 'meta', name: 'twitter:description', content: description });
  if (image) tags.push({ tag: 'meta', name: 'twitter:image', content: image });
  for (const data of head.jsonLd ?? []) tags.push({ tag: 'json-ld', data });
  if (head.css?.trim()) tags.push({ tag: 'style', css: head.css });
  useHead(tags, priority);
}

/** A shopper's own page (login, account, checkout …): its title, and kept out of search engines. */
export function usePersonalHead(title: string): void {
  useStoreHead({ title, noindex: true });
}
