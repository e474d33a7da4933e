import { useEffect } from 'react';

/** Sets the browser tab's title from the most specific part to the least: `Edit #3 · Brands · Back office`. */
export function useDocumentTitle(parts: readonly (string | undefined | null | false)[]): void {
  const title = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * Sets a `<meta>` of the head while the page is shown (`name="description"`, `property="og:title"`)
 * and restores what was there when it goes: an element it created is removed, an existing one gets
 * its content back. Nothing is done without a text.
 */
export function useHeadMeta(attribute: 'name' | 'property', key: string, text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
    }
    const before = meta.content;
    meta.content = text;
    if (created) document.head.append(meta);
    return () => {
      if (created) meta.remove();
      else meta.content = before;
    };
  }, [attribute, key, text]);
}

/** The page's meta description (search engines and link previews), restored when the page goes. */
export function useMetaDescription(text: string | undefined) {
  useHeadMeta('name', 'description', text);
}

/** Open Graph tags for link previews (`og:title`, `og:description`, `og:image` as an absolute URL, `og:url`, `og:type`). */
export function useOpenGraph(tags: { title?: string; description?: string; image?: string; url?: string; type?: string }) {
  useHeadMeta('property', 'og:title', tags.title);
  useHeadMeta('property', 'og:description', tags.description);
  useHeadMeta('property', 'og:image', tags.image ? absoluteUrl(tags.image) : undefined);
  useHeadMeta('property', 'og:url', tags.url ? absoluteUrl(tags.url) : undefined);
  useHeadMeta('property', 'og:type', tags.type);
}

/** `<link rel="canonical">`: the one address of the page's content (it is reachable at several). */
export function useCanonical(path: string | undefined) {
  useEffect(() => {
    if (!path) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = absoluteUrl(path);
    document.head.append(link);
    return () => link.remove();
  }, [path]);
}

/** A path of this site (or an absolute URL) as an absolute URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
