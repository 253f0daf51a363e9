import type { Database, DatabaseHandle } from '@server/db/client'
import type { DatabaseNotifications } from '@server/db/notifications'

/**
 * In-memory caches of one catalogue database: list totals (a COUNT over a large catalogue costs
 * far more than the page itself) and generated documents (static catalogue JSON, category tree).
 *
 * A write in this process clears what it affects at once (markCatalogChanged) and, once the
 * database is shared (shareCatalogChanges), tells the other processes on it, which clear the same.
 * After TTL_MS a value is refreshed in the background while the old one is still served, so no
 * request waits for a recount; the TTL bounds how long a change nobody announced (a seed, a missed
 * notification) stays unseen.
 */
const TTL_MS = 60_000
const MAX_ENTRIES = 2_000

/** Totals depend on which products exist and match; content on what they show (stars, prices …). */
export type CacheKind = 'total' | 'content'
type Entry = { value: Promise<unknown>; kind: CacheKind; freshUntil: number; refreshing: boolean }

const caches = new WeakMap<Database, Map<string, Entry>>()

function entriesOf(db: Database): Map<string, Entry> {
  let entries = caches.get(db)
  if (!entries) {
    entries = new Map()
    caches.set(db, entries)
  }
  return entries
}

type CatalogChange = 'content' | 'membership'
const CATALOG_CHANNEL = 'storefront_catalog_changed'
const shared = new WeakMap<Database, DatabaseNotifications>()

/**
 * Call after a catalogue write. 'content' (a review changing a star) keeps the totals;
 * 'membership' (products added, removed or re-categorised, prices) clears everything.
 */
export function markCatalogChanged(db: Database, change: CatalogChange = 'membership'): void {
  forget(db, change)
  shared
    .get(db)
    ?.publish(CATALOG_CHANNEL, change)
    .catch((error: Error) => console.warn(`Could not tell the other processes that the catalogue changed: ${error.message}`))
}

/**
 * Catalogue changes made by other processes on this database (other API instances) clear this
 * process's caches too, and this process's changes clear theirs. After the listening connection
 * was broken everything is cleared, since a change may have gone unheard meanwhile.
 */
export function shareCatalogChanges(database: DatabaseHandle): void {
  if (shared.has(database.db)) return
  shared.set(database.db, database.notifications)
  database.notifications.subscribe(CATALOG_CHANNEL, {
    onMessage: (change) => forget(database.db, change === 'content' ? 'content' : 'membership'),
    onResync: () => forget(database.db, 'membership'),
  })
}

function forget(db: Database, change: CatalogChange): void {
  const entries = entriesOf(db)
  if (change === 'membership') entries.clear()
  else for (const [key, entry] of entries) if (entry.kind === 'content') entries.delete(key)
}

/** The cached value of `key`, computed once (concurrent callers share one promise). */
export function cached<T>(db: Database, key: string, compute: () => Promise<T>, kind: CacheKind = 'content'): Promise<T> {
  const entries = entriesOf(db)
  const entry = entries.get(key)
  if (!entry) return store(entries, key, kind, compute).value as Promise<T>
  // Least recently used goes first when the cache is full: a hit moves its key to the end.
  entries.delete(key)
  entries.set(key, entry)
  if (entry.freshUntil < Date.now() && !entry.refreshing) refresh(entries, key, entry, compute)
  return entry.value as Promise<T>
}

function store(entries: Map<string, Entry>, key: string, kind: CacheKind, compute: () => Promise<unknown>): Entry {
  // A native promise: a Drizzle query is a lazy thenable that would run again on every await.
  const value = Promise.resolve().then(compute)
  const entry: Entry = { value, kind, freshUntil: Date.now() + TTL_MS, refreshing: false }
  entries.set(key, entry)
  value.catch(() => entries.get(key) === entry && entries.delete(key))
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  return entry
}

function refresh(entries: Map<string, Entry>, key: string, entry: Entry, compute: () => Promise<unknown>): void {
  entry.refreshing = true
  Promise.resolve()
    .then(compute)
    .then(
      (fresh) => {
        if (entries.get(key) !== entry) return
        entries.delete(key)
        entries.set(key, { value: Promise.resolve(fresh), kind: entry.kind, freshUntil: Date.now() + TTL_MS, refreshing: false })
      },
      () => {
        entry.refreshing = false
      },
    )
}
