/** Values kept for a fixed time, the oldest dropped first when full; a load in flight is shared, a failed one is not kept. */
export type TtlCache<T> = {
  get(key: string): Promise<T> | undefined
  set(key: string, value: T): void
  remember(key: string, load: () => Promise<T>): Promise<T>
}

export type TtlCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number }

export function createTtlCache<T>({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>()

  function put(key: string, value: Promise<T>) {
    entries.delete(key)
    entries.set(key, { value, expiresAt: now() + ttlMs })
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  function get(key: string) {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (now() >= entry.expiresAt) {
      entries.delete(key)
      return undefined
    }
    return entry.value
  }

  return {
    get,
    set: (key, value) => put(key, Promise.resolve(value)),
    remember(key, load) {
      const known = get(key)
      if (known) return known
      const value = Promise.resolve().then(load)
      put(key, value)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
  }
}
