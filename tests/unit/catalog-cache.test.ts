import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Database } from '@server/db/client'
import { jsonDocument } from '@server/http/etag'
import { cached, catalogCacheSize, markCatalogChanged, setCatalogCacheBudget, weighed } from '@server/modules/catalog'

/** Any object keys the cache (it never queries the database itself). */
const aDatabase = () => ({}) as Database
const answerOf = (characters: number) => async () => jsonDocument({ text: 'x'.repeat(characters) })
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the catalogue cache is bounded in bytes', () => {
  afterEach(() => setCatalogCacheBudget(64))

  it('drops the least recently used answers once past its budget, and keeps what was just used', async () => {
    setCatalogCacheBudget(1)
    const db = aDatabase()
    for (let page = 0; page < 10; page += 1) await cached(db, `list:${page}`, answerOf(100_000))
    await settled()
    const { entries, bytes } = catalogCacheSize(db)
    expect(bytes).toBeLessThanOrEqual(1024 * 1024)
    expect(entries).toBeLessThan(10)
    // The newest is kept; the oldest is computed again when asked for.
    let computed = 0
    await cached(db, 'list:9', async () => ++computed)
    await cached(db, 'list:0', async () => ++computed)
    expect(computed).toBe(1)
  })

  it("counts values kept as objects (a search's ranked cards) by their JSON, as it counts answers", async () => {
    setCatalogCacheBudget(1)
    const db = aDatabase()
    const cards = (count: number) => async () =>
      weighed(Array.from({ length: count }, (_, index) => ({ name: `card ${index}`.padEnd(200) })))
    for (let search = 0; search < 10; search += 1) await cached(db, `ranked:${search}`, cards(300))
    await settled()
    const { entries, bytes } = catalogCacheSize(db)
    expect(bytes).toBeGreaterThan(300 * 200)
    expect(bytes).toBeLessThanOrEqual(1024 * 1024)
    expect(entries).toBeLessThan(10)
  })

  it('a hit makes an answer the most recently used', async () => {
    setCatalogCacheBudget(1)
    const db = aDatabase()
    await cached(db, 'home', answerOf(100_000))
    for (let page = 0; page < 10; page += 1) {
      await cached(db, 'home', answerOf(100_000))
      await cached(db, `list:${page}`, answerOf(100_000))
      await settled()
    }
    let computed = 0
    await cached(db, 'home', async () => ++computed)
    expect(computed).toBe(0)
  })

  it('gives the bytes back when the catalogue changes', async () => {
    const db = aDatabase()
    await cached(db, 'list:1', answerOf(1000))
    await settled()
    expect(catalogCacheSize(db).bytes).toBeGreaterThan(0)
    markCatalogChanged(db)
    expect(catalogCacheSize(db)).toEqual({ entries: 0, bytes: 0 })
  })
})

describe('the catalogue cache refreshes a dear total less often', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a total that took a second to count is served for minutes before a refresh; a cheap one, or a slow answer, after a minute', async () => {
    let now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const db = aDatabase()
    const computed = { dear: 0, cheap: 0, slowAnswer: 0 }
    const compute = (name: keyof typeof computed, takes: number) => async () => {
      now += takes
      return ++computed[name]
    }
    await cached(db, 'dear', compute('dear', 1_000), 'total')
    await cached(db, 'cheap', compute('cheap', 0), 'total')
    // An answer can be slow because a live market API was (and degraded): kept no longer than a minute.
    await cached(db, 'slow answer', compute('slowAnswer', 1_000))
    await settled()

    now += 90_000
    await cached(db, 'dear', compute('dear', 1_000), 'total')
    await cached(db, 'cheap', compute('cheap', 0), 'total')
    await cached(db, 'slow answer', compute('slowAnswer', 1_000))
    await settled()
    expect(computed).toEqual({ dear: 1, cheap: 2, slowAnswer: 2 })

    // Its refreshes take at most 0.5% of the time: 200 s for a second's work.
    now += 120_000
    expect(await cached(db, 'dear', compute('dear', 1_000), 'total')).toBe(1)
    await settled()
    expect(computed.dear).toBe(2)
    expect(await cached(db, 'dear', compute('dear', 1_000), 'total')).toBe(2)
  })
})
