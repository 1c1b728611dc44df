/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry out first). For
 * derived numbers that may be a few minutes old, such as facet counts or the web proxy's SEO
 * meta; never for records.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    /** The cached value, or the loader's; concurrent misses share one load, a failed load is not kept. */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expires: now() + options.ttlMs });
      value.catch(() => entries.delete(key));
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
