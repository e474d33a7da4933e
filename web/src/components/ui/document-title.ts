import { useEffect } from 'react';

/** Sets the browser tab's title from the most specific part to the least: `Edit #3 · Brands · Back office`. */
export function useDocumentTitle(parts: readonly (string | undefined | null | false)[]): void {
  const title = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The page's meta description (search engines and link previews), restored when the page goes. */
export function useMetaDescription(text: string | undefined) {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    meta ??= Object.assign(document.createElement('meta'), { name: 'description' });
    const before = meta.content;
    meta.content = text;
    if (created) document.head.append(meta);
    return () => {
      if (created) meta.remove();
      else meta.content = before;
    };
  }, [text]);
}
