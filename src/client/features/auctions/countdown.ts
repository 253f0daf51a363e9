/** Time left in an auction, split for display (spec §4: days, hours, minutes, seconds, or ended). */
export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number }

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Whole seconds from `nowMs` to the end (unix seconds); never negative. */
export function secondsLeft(endUnixSeconds: number, nowMs: number): number {
  return Math.max(0, endUnixSeconds - Math.floor(nowMs / 1000))
}

export function splitSeconds(total: number): TimeLeft {
  const whole = Math.max(0, Math.floor(total))
  return {
    days: Math.floor(whole / DAY),
    hours: Math.floor((whole % DAY) / HOUR),
    minutes: Math.floor((whole % HOUR) / MINUTE),
    seconds: whole % MINUTE,
  }
}

/**
 * The units worth showing: from the largest non-zero one down to seconds (an auction ending in
 * 5 minutes shows "5 min 3 s", not "0 days 0 h 5 min 3 s"). Nothing when the time is up.
 */
export function visibleUnits(left: TimeLeft): (keyof TimeLeft)[] {
  const order: (keyof TimeLeft)[] = ['days', 'hours', 'minutes', 'seconds']
  const first = order.findIndex((unit) => left[unit] > 0)
  return first === -1 ? [] : order.slice(first)
}

/** Spec §4 (bid log): an auction counts as ended when the current time in seconds exceeds its finish time. */
export function hasFinished(finishUnixSeconds: number, nowMs: number): boolean {
  return Math.floor(nowMs / 1000) > finishUnixSeconds
}
