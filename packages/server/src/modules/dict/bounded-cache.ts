/**
 * A small in-process cache with a size bound and an age limit, for derived dictionary data
 * (results of large prefixes, entry summaries). The built-in content only changes when the
 * server restarts, so staleness is bounded by the age limit for anything loaded at run time.
 */
export class BoundedCache<V> {
  private readonly map = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > this.maxAgeMs) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.map.size >= this.maxEntries && !this.map.has(key)) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, { at: Date.now(), value });
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
