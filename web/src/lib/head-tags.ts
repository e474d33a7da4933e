/**
 * A page's head as data: the server writes it into the HTML (escaped), the browser applies it to
 * `document.head` when the shopper moves to another page. Every element it manages carries
 * `data-head`, so the next page's head replaces exactly these and nothing the HTML template holds.
 */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string }
  | { tag: 'json-ld'; data: unknown }
  | { tag: 'style'; css: string };

/** One rendered part's head: the layout's is the default (0), a page's overrides it (1). */
export interface HeadEntry {
  priority: number;
  tags: HeadTag[];
}

/** The entry that wins: the highest priority, and of equals the last one rendered. */
export function winningHead(entries: readonly HeadEntry[]): HeadEntry | undefined {
  let best: HeadEntry | undefined;
  for (const entry of entries) if (!best || entry.priority >= best.priority) best = entry;
  return best;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value, safe in HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/**
 * JSON inside a `<script>` element: `<`, `>`, `&` and the two JavaScript line separators are written as
 * escapes, so no text a record holds (`</script>`, `<!--`) can end the element or start a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** CSS inside a `<style>` element: a `<` (as in `</style>`) is written as the CSS escape `\3c `. */
export const cssForStyle = (css: string): string => css.replace(/</g, '\\3c ');

/** The head's elements as HTML, each marked `data-head`. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title data-head>${escapeHtml(t.text)}</title>`;
        case 'meta':
          return 'name' in t
            ? `<meta data-head name="${escapeHtml(t.name)}" content="${escapeHtml(t.content)}">`
            : `<meta data-head property="${escapeHtml(t.property)}" content="${escapeHtml(t.content)}">`;
        case 'link':
          return `<link data-head rel="${escapeHtml(t.rel)}"${t.hreflang ? ` hreflang="${escapeHtml(t.hreflang)}"` : ''} href="${escapeHtml(t.href)}">`;
        case 'json-ld':
          return `<script data-head type="application/ld+json">${jsonForScript(t.data)}</script>`;
        case 'style':
          return `<style data-head>${cssForStyle(t.css)}</style>`;
      }
    })
    .join('');
}

/** Replaces the managed part of `document.head` with these tags (in the browser, on navigation). */
export function applyHead(tags: readonly HeadTag[]): void {
  const head = document.head;
  head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  for (const t of tags) {
    let element: HTMLElement;
    switch (t.tag) {
      case 'title':
        document.title = t.text;
        continue;
      case 'meta':
        element = document.createElement('meta');
        if ('name' in t) element.setAttribute('name', t.name);
        else element.setAttribute('property', t.property);
        element.setAttribute('content', t.content);
        break;
      case 'link':
        element = document.createElement('link');
        element.setAttribute('rel', t.rel);
        if (t.hreflang) element.setAttribute('hreflang', t.hreflang);
        element.setAttribute('href', t.href);
        break;
      case 'json-ld':
        element = document.createElement('script');
        element.setAttribute('type', 'application/ld+json');
        element.textContent = JSON.stringify(t.data);
        break;
      case 'style':
        element = document.createElement('style');
        element.textContent = t.css;
        break;
    }
    element.dataset.head = '';
    head.append(element);
  }
}
