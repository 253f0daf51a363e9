import { describe, expect, it } from 'vitest'
import { BID_WAIT_LIMIT_MS, splitStale } from '@server/modules/auctions/bidding'

describe('a lot’s bid queue never leaves a bid waiting past its limit', () => {
  it('answers the bids that waited too long (busy, try again) and keeps the others in arrival order', () => {
    const now = 100_000
    const queued = [now - BID_WAIT_LIMIT_MS - 1, now - BID_WAIT_LIMIT_MS, now - 10, now].map((queuedAt, id) => ({ id, queuedAt }))
    const { fresh, stale } = splitStale(queued, now)
    expect(stale.map((bid) => bid.id)).toEqual([0])
    expect(fresh.map((bid) => bid.id)).toEqual([1, 2, 3])
  })

  it('keeps everything while the queue keeps pace', () => {
    const queued = [1, 2, 3].map((id) => ({ id, queuedAt: 1000 }))
    expect(splitStale(queued, 1500)).toEqual({ fresh: queued, stale: [] })
  })
})
