/**
 * The server's cache of unwrapped session keys: least recently used first out, with a sliding expiry,
 * so an RSA/SM2 private-key operation happens once per session, not once per call.
 */
export interface KeyCacheOptions {
  /** Most keys kept (default 20 000, a few MB). */
  maxEntries?: number;
  /** A key unused this long is dropped (default 30 minutes, twice the idle sign-out). */
  ttlMs?: number;
  now?: () => number;
}

export class KeyCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(opts: KeyCacheOptions = {}) {
    this.maxEntries = Math.max(1, opts.maxEntries ?? 20_000);
    this.ttlMs = opts.ttlMs ?? 30 * 60 * 1000;
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(id: string): V | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const now = this.now();
    this.entries.delete(id);
    if (entry.expires <= now) return undefined;
    // Re-inserting moves the key to the young end of the Map's insertion order.
    this.entries.set(id, { value: entry.value, expires: now + this.ttlMs });
    return entry.value;
  }

  set(id: string, value: V): void {
    this.entries.delete(id);
    this.entries.set(id, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or the one `load` makes; concurrent misses of one id share a single load. */
  async getOrLoad(id: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(id);
    if (hit !== undefined) return hit;
    const running = this.pending.get(id);
    if (running) return running;
    const loading = load().then(
      (value) => {
        this.pending.delete(id);
        this.set(id, value);
        return value;
      },
      (error: unknown) => {
        // A failed unwrap is not remembered: the next call tries again.
        this.pending.delete(id);
        throw error;
      },
    );
    this.pending.set(id, loading);
    return loading;
  }
}
