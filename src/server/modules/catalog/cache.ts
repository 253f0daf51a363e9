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
 * notification) stays unseen. A total that took long to count (a common word over a million listings,
 * 0.5–1.4 s) stays fresh COST_TO_FRESHNESS times as long as it took, up to MAX_TTL_MS: its refreshes then
 * take at most 0.5% of a core, instead of one core for a second every minute, which every request running
 * meanwhile on a small server waits behind. Only totals: an answer can be slow because a live market API
 * was (and degraded), and is kept no longer than TTL_MS.
 */
const TTL_MS = 60_000
const COST_TO_FRESHNESS = 200
const MAX_TTL_MS = 10 * 60_000

/** Until when a value of `kind` computed from `started` until now is served without a refresh. */
function freshUntil(kind: CacheKind, started: number): number {
  const now = Date.now()
  if (kind !== 'total') return now + TTL_MS
  return now + Math.min(MAX_TTL_MS, Math.max(TTL_MS, (now - started) * COST_TO_FRESHNESS))
}
const MAX_ENTRIES = 2_000
/** What a value that is not a serialised answer is counted as (a total, a small row set). */
const SMALL_VALUE_BYTES = 256

/** Totals depend on which products exist and match; content on what they show (stars, prices …). */
export type CacheKind = 'total' | 'content'
type Entry = { value: Promise<unknown>; kind: CacheKind; freshUntil: number; refreshing: boolean; bytes: number }
type Entries = Map<string, Entry> & { bytes: number }

const caches = new WeakMap<Database, Entries>()
let maxBytes = 64 * 1024 * 1024

/**
 * The most memory the cached values of one database may take (CATALOG_RESPONSE_CACHE_MB, set by
 * the composition root): past it, the least recently used go first. A server's memory stays bounded
 * however many distinct lists, filters and languages are asked for.
 */
export function setCatalogCacheBudget(megabytes: number): void {
  maxBytes = megabytes * 1024 * 1024
}

function entriesOf(db: Database): Entries {
  let entries = caches.get(db)
  if (!entries) {
    entries = Object.assign(new Map<string, Entry>(), { bytes: 0 })
    caches.set(db, entries)
  }
  return entries
}

/**
 * A value kept as objects (read on every request, so never parsed again) with what it weighs: its
 * JSON's length, counted as a serialised answer's text is. Its readers must not change it.
 */
export type Weighed<T> = { readonly value: T; readonly jsonLength: number }

export function weighed<T>(value: T): Weighed<T> {
  return { value, jsonLength: JSON.stringify(value).length }
}

/** A serialised answer weighs its bytes and its compressed bytes, made later (counted generously: three times its bytes). */
function bytesOf(value: unknown): number {
  if (value && typeof value === 'object' && 'body' in value && Buffer.isBuffer(value.body)) return value.body.length * 3
  if (value && typeof value === 'object' && 'jsonLength' in value && typeof value.jsonLength === 'number') return value.jsonLength * 3
  return SMALL_VALUE_BYTES
}

function remove(entries: Entries, key: string): void {
  const entry = entries.get(key)
  if (!entry) return
  entries.bytes -= entry.bytes
  entries.delete(key)
}

/** Weighs an entry once its value is known, then evicts the least recently used until the cache fits. */
function weigh(entries: Entries, key: string, entry: Entry, value: unknown): void {
  if (entries.get(key) !== entry) return
  entries.bytes += bytesOf(value) - entry.bytes
  entry.bytes = bytesOf(value)
  while ((entries.bytes > maxBytes || entries.size > MAX_ENTRIES) && entries.size > 1) {
    const oldest = entries.keys().next().value as string
    if (oldest === key) break
    remove(entries, oldest)
  }
}

/** How much the cache of this database holds now (tests and benchmarks). */
export function catalogCacheSize(db: Database): { entries: number; bytes: number } {
  const entries = entriesOf(db)
  return { entries: entries.size, bytes: entries.bytes }
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
  if (change === 'membership') {
    entries.clear()
    entries.bytes = 0
  } else for (const [key, entry] of entries) if (entry.kind === 'content') remove(entries, key)
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

function store(entries: Entries, key: string, kind: CacheKind, compute: () => Promise<unknown>): Entry {
  // A native promise: a Drizzle query is a lazy thenable that would run again on every await.
  const started = Date.now()
  const value = Promise.resolve().then(compute)
  const entry: Entry = { value, kind, freshUntil: started + TTL_MS, refreshing: false, bytes: 0 }
  entries.set(key, entry)
  value.then(
    (resolved) => {
      entry.freshUntil = freshUntil(kind, started)
      weigh(entries, key, entry, resolved)
    },
    () => entries.get(key) === entry && remove(entries, key),
  )
  return entry
}

function refresh(entries: Entries, key: string, entry: Entry, compute: () => Promise<unknown>): void {
  entry.refreshing = true
  const started = Date.now()
  Promise.resolve()
    .then(compute)
    .then(
      (fresh) => {
        if (entries.get(key) !== entry) return
        remove(entries, key)
        const renewed: Entry = {
          value: Promise.resolve(fresh),
          kind: entry.kind,
          freshUntil: freshUntil(entry.kind, started),
          refreshing: false,
          bytes: 0,
        }
        entries.set(key, renewed)
        weigh(entries, key, renewed, fresh)
      },
      () => {
        entry.refreshing = false
      },
    )
}
