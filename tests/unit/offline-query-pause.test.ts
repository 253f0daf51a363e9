import { onlineManager, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@client/app/query-client'

describe('a read that fails while the device is offline', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.useRealTimers()
  })

  /** The query's fetch status `ms` after a failing read started on a client made with the app's defaults. */
  async function statusAfter(ms: number) {
    const client = createQueryClient()
    const observer = new QueryObserver(client, {
      queryKey: ['unsaved-screen'],
      queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(ms)
    const { fetchStatus, failureCount } = observer.getCurrentResult()
    unsubscribe()
    client.clear()
    return { fetchStatus, failureCount }
  }

  it('pauses at once, so the screen says it is offline without waiting for a retry (ui/offline-gap.ts)', async () => {
    onlineManager.setOnline(false)
    expect(await statusAfter(10)).toEqual({ fetchStatus: 'paused', failureCount: 1 })
  })

  it('is tried again after a second while the device is online', async () => {
    expect(await statusAfter(10)).toEqual({ fetchStatus: 'fetching', failureCount: 1 })
    expect(await statusAfter(1100)).toMatchObject({ failureCount: 2 })
  })
})
