/** Waits for a request's turn with a market's API, or refuses at once when the turn is too far off. */
export type RateLimiter = {
  /** True once the request may go (after waiting up to maxWaitMs); false, without waiting or using a turn, when it would wait longer. */
  take(maxWaitMs: number): Promise<boolean>
}

export type RateLimiterOptions = {
  perSecond: number
  /** Requests that may go back to back after a quiet spell. */
  burst?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A token bucket (in its "generic cell rate" form: one number, the moment the bucket is next
 * empty). Turns are handed out in arrival order, so concurrent requests queue instead of racing;
 * one that would queue past its budget is refused, so a busy market degrades instead of piling up.
 */
export function createRateLimiter({ perSecond, burst = 1, now = Date.now, sleep = realSleep }: RateLimiterOptions): RateLimiter {
  const interval = 1000 / perSecond
  const slack = (burst - 1) * interval
  let emptyAt = Number.NEGATIVE_INFINITY
  return {
    async take(maxWaitMs) {
      const moment = now()
      const base = Math.max(emptyAt, moment)
      const wait = Math.max(0, base - slack - moment)
      if (wait > maxWaitMs) return false
      emptyAt = base + interval
      if (wait > 0) await sleep(wait)
      return true
    },
  }
}
