import { useSyncExternalStore } from 'react'

/** One clock for every countdown on the page: a grid of 15 lots runs one interval, not 15. */
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let now = Date.now()

function tick() {
  now = Date.now()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(tick, 1000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const snapshot = () => now
/** On the server and while hydrating there is no "now" yet: 0, so the first render matches the server's. */
const serverSnapshot = () => 0

/** The current time in ms, updated every second while a component shows it; 0 before the app has hydrated. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/**
 * Something read off the clock (whether a lot has ended, …), as a plain value: the component draws
 * again only when it changes, not every second. Before the app has hydrated the clock reads 0.
 */
export function useClockReading<T extends string | number | boolean>(read: (nowMs: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(now),
    () => read(0),
  )
}
