/**
 * Public data kept in the process (issue 8 §3, decision 0019): site settings, the storefront's brand
 * list and menu. A value is kept for `ttlMs`; concurrent misses of one key share one load (50 shoppers
 * arriving together cost one read); a write that changes the data empties the cache at once
 * (`invalidate`, called by the store's writes), and a load that started before that write does not put
 * its older answer back. Other processes (Lambda instances) see a change within `ttlMs`.
 */
export class PublicCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    /** Keys kept at most; the oldest goes first. */
    private readonly maxKeys = 200,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const loading = load()
      .then((value) => {
        if (generation === this.generation) this.keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  /**
   * The values of many keys (the products an article relates): the fresh ones kept, the others read
   * together by one `load` of the missing keys, which answers the value of each. A write during that
   * read keeps its answers out of the cache, as in `get`.
   */
  async getMany(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = this.entries.get(key);
      if (hit && Date.now() - hit.at < this.ttlMs) found.set(key, hit.value);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await load(missing);
    for (const [key, value] of loaded) {
      found.set(key, value);
      if (generation === this.generation) this.keep(key, value);
    }
    return found;
  }

  private keep(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, at: Date.now() });
  }

  /** Puts a value just written (the writer knows it best). */
  set(key: string, value: V): void {
    this.generation++;
    this.pending.delete(key);
    this.entries.set(key, { value, at: Date.now() });
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}
