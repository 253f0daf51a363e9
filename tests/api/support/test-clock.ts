import type { Clock } from '@server/clock'

/** A clock a test can stop at any moment (and release to the system time again). */
export type TestClock = Clock & { set(moment: Date): void; reset(): void }

export function createTestClock(): TestClock {
  let fixed: Date | null = null
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (moment) => {
      fixed = moment
    },
    reset: () => {
      fixed = null
    },
  }
}
