import { randomUUID } from 'node:crypto'
import { vi } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'

/**
 * Resolves once `listener` hears what `publisher` publishes: its notification connection (opened
 * in the background, or reopened after an outage) is listening, and has already resynced.
 */
export async function untilListening(publisher: DatabaseHandle, listener: DatabaseHandle): Promise<void> {
  const channel = `storefront_test_${randomUUID().slice(0, 8)}`
  let heard = false
  listener.notifications.subscribe(channel, {
    onMessage: () => {
      heard = true
    },
    onResync: () => {},
  })
  await vi.waitFor(
    async () => {
      await publisher.notifications.publish(channel, 'ping')
      if (!heard) throw new Error(`not heard on ${channel} yet`)
    },
    { timeout: 10_000, interval: 100 },
  )
}
