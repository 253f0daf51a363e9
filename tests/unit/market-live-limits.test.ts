import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '@server/modules/markets/live/rate-limiter'
import { createTransport } from '@server/modules/markets/live/transport'
import { createTtlCache } from '@server/modules/markets/live/ttl-cache'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A clock that only moves when the test says so; sleeping is recorded and over at once (so concurrent takes see one moment). */
function fakeClock() {
  let moment = 0
  const slept: number[] = []
  return {
    now: () => moment,
    sleep: async (ms: number) => {
      slept.push(ms)
    },
    advance: (ms: number) => {
      moment += ms
    },
    slept,
  }
}

describe('rate limiter (token bucket) of a market API', () => {
  it('lets one request a second go, in turn, and refuses one that would wait past its budget', async () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ perSecond: 1, now: clock.now, sleep: clock.sleep })
    expect(await limiter.take(2_500)).toBe(true)
    expect(clock.slept).toEqual([])
    // Three at once: the second waits its second, the third two, the fourth would wait three.
    const queued = await Promise.all([limiter.take(2_500), limiter.take(2_500), limiter.take(2_500)])
    expect(queued).toEqual([true, true, false])
    expect(clock.slept).toEqual([1_000, 2_000])
  })

  it('a refused request uses no turn, and a quiet spell does not bank more than the burst', async () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ perSecond: 1, now: clock.now, sleep: clock.sleep })
    await limiter.take(0)
    expect(await limiter.take(0)).toBe(false)
    clock.advance(1_000)
    expect(await limiter.take(0)).toBe(true)
    clock.advance(60_000)
    expect(await limiter.take(0)).toBe(true)
    expect(await limiter.take(0)).toBe(false)
  })

  it('a burst lets that many go back to back, then one per interval', async () => {
    const clock = fakeClock()
    const limiter = createRateLimiter({ perSecond: 2, burst: 3, now: clock.now, sleep: clock.sleep })
    const answers = [await limiter.take(0), await limiter.take(0), await limiter.take(0), await limiter.take(0)]
    expect(answers).toEqual([true, true, true, false])
    expect(await limiter.take(500)).toBe(true)
    expect(clock.slept).toEqual([500])
  })
})

describe('cache of what a market API answered', () => {
  it('keeps a value for its time and not a moment longer (24 h at most for prices)', async () => {
    const clock = fakeClock()
    const cache = createTtlCache<number>({ ttlMs: DAY, maxEntries: 10, now: clock.now })
    cache.set('price', 12_800)
    clock.advance(DAY - 1)
    expect(await cache.get('price')).toBe(12_800)
    clock.advance(1)
    expect(cache.get('price')).toBeUndefined()
  })

  it('drops the oldest when full, shares a load in flight, and forgets a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: HOUR, maxEntries: 2 })
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.set('c', 'C')
    expect(cache.get('a')).toBeUndefined()
    let loads = 0
    const load = async () => `loaded ${++loads}`
    expect(await Promise.all([cache.remember('d', load), cache.remember('d', load)])).toEqual(['loaded 1', 'loaded 1'])
    await expect(cache.remember('e', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.remember('e', load)).toBe('loaded 2')
  })

  it('a market API is asked again once its answer is 24 h old', async () => {
    const clock = fakeClock()
    let requests = 0
    const transport = createTransport({
      fetch: (async () => {
        requests++
        return Response.json({ price: 1000 + requests })
      }) as unknown as typeof fetch,
      limiter: createRateLimiter({ perSecond: 1, now: clock.now, sleep: clock.sleep }),
      timeoutMs: 1_000,
      cacheTtlMs: DAY,
      now: clock.now,
    })
    const url = new URL('https://api.example.jp/search?keyword=x')
    const read = () => transport.getJson(url, (body) => body as { price: number })
    expect(await read()).toEqual({ price: 1001 })
    clock.advance(DAY - 1_000)
    expect(await read()).toEqual({ price: 1001 })
    clock.advance(1_000)
    expect(await read()).toEqual({ price: 1002 })
    expect(requests).toBe(2)
  })
})

describe('pause of a failing market API', () => {
  it('after three failures in a row asks nothing for 30 s, then tries again; a success starts the count again', async () => {
    const clock = fakeClock()
    let status = 500
    let requests = 0
    const transport = createTransport({
      fetch: (async () => {
        requests++
        return Response.json({ ok: status === 200 }, { status })
      }) as unknown as typeof fetch,
      limiter: createRateLimiter({ perSecond: 1000, now: clock.now, sleep: clock.sleep }),
      timeoutMs: 1_000,
      cacheTtlMs: 0,
      now: clock.now,
    })
    const read = (query: string) => transport.getJson(new URL(`https://api.example.jp/search?q=${query}`), (body) => body)
    for (const query of ['a', 'b', 'c']) await expect(read(query)).rejects.toThrow('answered 500')
    await expect(read('d')).rejects.toThrow('paused after 3 failures in a row')
    clock.advance(29_999)
    await expect(read('e')).rejects.toThrow('paused')
    expect(requests).toBe(3)
    clock.advance(1)
    status = 200
    expect(await read('f')).toEqual({ ok: true })
    status = 500
    for (const query of ['g', 'h']) await expect(read(query)).rejects.toThrow('answered 500')
    status = 200
    expect(await read('i')).toEqual({ ok: true })
    expect(requests).toBe(7)
  })
})
