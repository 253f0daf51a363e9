import { expect, type Page } from '@playwright/test'

/**
 * Lets the renders the page's timers scheduled happen: React's scheduler posts its work as messages, which
 * the installed clock does not fake, so one more message arrives after them.
 */
export async function nextMessage(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(null)
        channel.port2.postMessage(null)
      }),
  )
}

/** Lets the page's timers run as if `ms` had passed (its clock installed by page.clock.install before it loaded). */
export async function letTimePass(page: Page, ms: number) {
  await page.clock.fastForward(ms)
  await nextMessage(page)
}

/**
 * Lets the page's time pass a step at a time until `check` passes: what a poll every 30 s brings is seen
 * without waiting 30 s of real time (and however many polls it takes on a loaded machine).
 */
export async function letTimePassUntil(page: Page, check: () => Promise<void>, step = 10_000) {
  await expect(async () => {
    await letTimePass(page, step)
    await check()
  }).toPass({ timeout: 30_000 })
}
