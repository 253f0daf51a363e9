import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WaitingLine } from '@server/modules/auctions/bid-queue'

const LIMIT = 5_000
const busy = () => new Error('busy, try again')

describe('a lot’s bid queue never leaves a bid waiting past its limit', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('turns away a bid still waiting at its limit, at once, while the group ahead is still running', async () => {
    const line = new WaitingLine<string, string>(LIMIT, busy)
    const first = line.add('first')
    const group = line.take(50) // the group ahead: taken, and slow
    vi.advanceTimersByTime(1_000)
    const second = line.add('second')
    const outcome = second.then(
      (result) => `answered ${result}`,
      (error: Error) => error.message,
    )
    vi.advanceTimersByTime(LIMIT - 1)
    expect(line.length).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await outcome).toBe('busy, try again')
    expect(line.length).toBe(0)
    // The group's bid is the group's to answer, however long it takes: its timer no longer runs.
    vi.advanceTimersByTime(60_000)
    group[0].resolve('applied')
    expect(await first).toBe('applied')
  })

  it('hands out the waiting bids in arrival order, at most a group at a time', async () => {
    const line = new WaitingLine<number, number>(LIMIT, busy)
    const answers = [1, 2, 3].map((bid) => line.add(bid))
    const group = line.take(2)
    expect(group.map((waiting) => waiting.item)).toEqual([1, 2])
    for (const waiting of group) waiting.resolve(waiting.item * 10)
    expect(line.take(2).map((waiting) => waiting.item)).toEqual([3])
    expect(await Promise.all(answers.slice(0, 2))).toEqual([10, 20])
  })

  it('fails every waiting bid when the database is gone', async () => {
    const line = new WaitingLine<number, number>(LIMIT, busy)
    const answers = [1, 2].map((bid) => line.add(bid).catch((error: Error) => error.message))
    line.failAll(new Error('the database failed'))
    expect(await Promise.all(answers)).toEqual(['the database failed', 'the database failed'])
    expect(line.length).toBe(0)
  })
})
