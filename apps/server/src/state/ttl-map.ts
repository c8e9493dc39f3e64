/**
 * A bounded map whose entries expire. Reads drop expired entries; when full, the oldest entry is dropped,
 * so memory stays bounded under a flood. Used by the in-process stores (one-time randoms, nonces, keys).
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Sets (and moves to the newest position) an entry that lives ttlMs from now. */
  set(key: string, value: V, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    this.sweep();
  }

  /** Removes the entry; true when a live one was there. */
  take(key: string): V | undefined {
    const v = this.get(key);
    if (v !== undefined) this.entries.delete(key);
    return v;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops expired entries from the old end (cheap: stops at the first live one) and any overflow. */
  private sweep(): void {
    const t = this.now();
    for (const [key, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && e.expiresAt > t) break;
      this.entries.delete(key);
    }
  }
}
