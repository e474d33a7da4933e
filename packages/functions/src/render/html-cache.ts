/**
 * Rendered storefront pages kept in the process, the way CloudFront keeps them at the edge
 * (decision 0044): by the page's address and the shopper's language and currency, fresh for
 * `freshMs`, then served stale once while a new copy renders in the background, and dropped
 * at once when a write invalidates their path (`/product/tote`, or a prefix: `/category/*`, `/*`).
 */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  headers: Record<string, string>;
}

interface Entry {
  page: CachedPage;
  at: number;
  pathname: string;
}

export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private generation = 0;

  constructor(
    private readonly freshMs: number,
    /** Pages kept at most; the oldest goes first. */
    private readonly maxEntries = 2000,
  ) {}

  /**
   * The page for `key`: the cached copy while fresh; a stale one (refreshed in the background) until
   * `staleMs`; else rendered now, once for all who ask at the same time. `render` answers
   * `undefined` for a page that must not be kept (a degraded render).
   */
  async get(
    key: string,
    pathname: string,
    render: () => Promise<{ page: CachedPage; keep: boolean }>,
    staleMs: number,
  ): Promise<{ page: CachedPage; hit: 'fresh' | 'stale' | 'miss' }> {
    const entry = this.entries.get(key);
    const age = entry ? Date.now() - entry.at : Infinity;
    if (entry && age < this.freshMs) return { page: entry.page, hit: 'fresh' };
    if (entry && age < this.freshMs + staleMs) {
      void this.refresh(key, pathname, render).catch(() => undefined);
      return { page: entry.page, hit: 'stale' };
    }
    return { page: await this.refresh(key, pathname, render), hit: 'miss' };
  }

  private refresh(key: string, pathname: string, render: () => Promise<{ page: CachedPage; keep: boolean }>): Promise<CachedPage> {
    const running = this.rendering.get(key);
    if (running) return running;
    const generation = this.generation;
    const rendering = render()
      .then(({ page, keep }) => {
        // A write that invalidated pages while this one rendered may have changed what it shows.
        if (keep && generation === this.generation) this.keep(key, { page, at: Date.now(), pathname });
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendering);
    return rendering;
  }

  private keep(key: string, entry: Entry): void {
    if (this.maxEntries === 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  /** Drops the pages at these paths: exact (`/product/tote`) or a prefix ending in `*` (`/category/*`, `/*`). */
  invalidate(paths: readonly string[]): number {
    this.generation++;
    const exact = new Set(paths.filter((p) => !p.endsWith('*')));
    const prefixes = paths.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (exact.has(entry.pathname) || prefixes.some((prefix) => entry.pathname.startsWith(prefix))) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  get size(): number {
    return this.entries.size;
  }
}
