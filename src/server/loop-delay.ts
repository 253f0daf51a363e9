import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * How late this process's event loop has been lately, from Node's own sampler (monitorEventLoopDelay:
 * a timer every 10 ms, each tick's delay recorded, so an idle loop reads about 10 ms). The median over
 * the last whole window: one long stall (a page rendered, a garbage collection) does not move it, a
 * loop late tick after tick does. The auctions' admission reads it (bid-queue.ts).
 */
export type LoopDelay = {
  /**
   * The median delay (ms) over the last whole window; 0 until one has passed, and 0 for a window
   * without a tick: one stall as long as the window is not a loop late tick after tick.
   */
  recentMs: () => number
  stop: () => void
}

export const LOOP_DELAY_WINDOW_MS = 1_000

export function eventLoopDelay(windowMs = LOOP_DELAY_WINDOW_MS, now = () => performance.now()): LoopDelay {
  const sampler = monitorEventLoopDelay()
  sampler.enable()
  let windowStart = now()
  let lastWindowMs = 0
  return {
    // No timer of our own: a window ends at the first reading after its time is up.
    recentMs() {
      if (now() - windowStart >= windowMs) {
        lastWindowMs = sampler.count > 0 ? sampler.percentile(50) / 1e6 : 0
        sampler.reset()
        windowStart = now()
      }
      return lastWindowMs
    },
    stop: () => sampler.disable(),
  }
}
