import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { admissionGate, WaitingLine } from '@server/modules/auctions/bid-queue'

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

describe('a process answers at most so many bids at once', () => {
  it('turns the next one away at once while the limit is in flight, and admits again once one is answered', async () => {
    const admit = admissionGate(2, busy)
    const release: (() => void)[] = []
    const slow = () => admit(() => new Promise<string>((resolve) => release.push(() => resolve('answered'))))
    const [first, second] = [slow(), slow()]
    await expect(admit(async () => 'third')).rejects.toThrow('busy, try again')
    release[0]()
    expect(await first).toBe('answered')
    expect(await admit(async () => 'fourth')).toBe('fourth')
    release[1]()
    expect(await second).toBe('answered')
  })

  it('frees its place when the work fails', async () => {
    const admit = admissionGate(1, busy)
    await expect(admit(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(await admit(async () => 'next')).toBe('next')
  })
})

describe('a saturated process turns bids away before its limit', () => {
  const LATE_LOOP_MS = 100
  /** A gate (limit 100) whose loop delay the test sets; `hold(n)` keeps n bids in flight until `releaseAll()`. */
  function gateWithLoopDelay(inFlightWhenLate: number) {
    let loopDelayMs = 10
    const admit = admissionGate(100, busy, { inFlight: inFlightWhenLate, lateLoopMs: LATE_LOOP_MS, loopDelayMs: () => loopDelayMs })
    const release: (() => void)[] = []
    const hold = (count: number) =>
      Array.from({ length: count }, () => admit(() => new Promise<string>((resolve) => release.push(() => resolve('answered')))))
    return {
      admit,
      hold,
      setLoopDelay: (ms: number) => {
        loopDelayMs = ms
      },
      releaseAll: () => {
        for (const answer of release.splice(0)) answer()
      },
    }
  }

  it('turns the next bid away at once while the loop is late and many bids are in flight', async () => {
    const gate = gateWithLoopDelay(3)
    const held = gate.hold(3)
    gate.setLoopDelay(LATE_LOOP_MS + 1)
    await expect(gate.admit(async () => 'fourth')).rejects.toThrow('busy, try again')
    gate.releaseAll()
    expect(await Promise.all(held)).toEqual(['answered', 'answered', 'answered'])
    // The bids in flight answered, the next is taken however late the loop still is.
    expect(await gate.admit(async () => 'next')).toBe('next')
  })

  it('takes a bid on a late loop while only a few are in flight', async () => {
    const gate = gateWithLoopDelay(3)
    const held = gate.hold(1)
    gate.setLoopDelay(2_000)
    expect(await gate.admit(async () => 'second')).toBe('second')
    gate.releaseAll()
    await Promise.all(held)
  })

  it('takes a bid with many in flight (under the limit) while the loop keeps up', async () => {
    const gate = gateWithLoopDelay(3)
    const held = gate.hold(50)
    gate.setLoopDelay(LATE_LOOP_MS)
    expect(await gate.admit(async () => 'fifty-first')).toBe('fifty-first')
    gate.releaseAll()
    await Promise.all(held)
  })
})
