import { useEffect } from 'react';

/** Sets the browser tab's title from the most specific part to the least: `Edit #3 · Brands · Back office`. */
export function useDocumentTitle(parts: readonly (string | undefined | null | false)[]): void {
  const title = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
