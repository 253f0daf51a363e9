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
