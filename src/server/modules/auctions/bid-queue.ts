/**
 * A lot's waiting bids in one process, in arrival order. Each is answered by whoever takes it into a
 * group, or — if it is still waiting when its time is up (a long group ahead of it, PGlite's one
 * connection past its pace) — turned away by its own timer, at once, whatever the group ahead is doing:
 * a queue past the database's pace would otherwise grow to seconds and leave bids unanswered.
 */
export type Waiting<Item, Result> = {
  item: Item
  resolve: (result: Result) => void
  reject: (error: unknown) => void
}

export class WaitingLine<Item, Result> {
  private waiting: (Waiting<Item, Result> & { timer: NodeJS.Timeout })[] = []

  constructor(
    private readonly limitMs: number,
    private readonly turnedAway: () => unknown,
  ) {}

  get length() {
    return this.waiting.length
  }

  /** Queues an item; the promise settles when a group answers it, or with `turnedAway()` after the limit. */
  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const entry = { item, resolve, reject, timer: setTimeout(() => this.expire(entry), this.limitMs) }
      entry.timer.unref()
      this.waiting.push(entry)
    })
  }

  /** The oldest `most` items, now the caller's to answer (their timers stopped). */
  take(most: number): Waiting<Item, Result>[] {
    const group = this.waiting.splice(0, most)
    for (const entry of group) clearTimeout(entry.timer)
    return group
  }

  /** Fails every waiting item (the database is gone). */
  failAll(error: unknown) {
    for (const entry of this.take(this.waiting.length)) entry.reject(error)
  }

  private expire(entry: Waiting<Item, Result> & { timer: NodeJS.Timeout }) {
    const index = this.waiting.indexOf(entry)
    if (index < 0) return
    this.waiting.splice(index, 1)
    entry.reject(this.turnedAway())
  }
}

/**
 * When a process is saturated: its event loop late by more than `lateLoopMs` (the loop's recent
 * delay, `loopDelayMs`) while at least `inFlight` pieces of work are in flight. Both: a loop stalled
 * by other work with a few bids in flight is not saturation, and a burst the loop keeps up with is not either.
 */
export type Saturation = { inFlight: number; lateLoopMs: number; loopDelayMs: () => number }

/**
 * At most `limit` pieces of work at once in this process, and fewer while it is saturated; one more
 * is turned away at once (a 503 with Retry-After) before it costs anything. A bid waits for its
 * customer's read before it reaches its lot's line, and on PGlite's one connection those reads queue
 * behind every lot's transaction: past the database's pace that wait alone would grow to tens of
 * seconds, answered by nobody. And a saturated process reads its requests late: they wait unread in
 * the socket's queue, where no count of work in flight sees them, but the late loop does.
 */
export function admissionGate(limit: number, turnedAway: () => unknown, saturation?: Saturation) {
  let inFlight = 0
  const saturated = () => saturation !== undefined && inFlight >= saturation.inFlight && saturation.loopDelayMs() > saturation.lateLoopMs
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (inFlight >= limit || saturated()) throw turnedAway()
    inFlight += 1
    try {
      return await work()
    } finally {
      inFlight -= 1
    }
  }
}
