import { expect, vi } from 'vitest'
import { isMarketImportRunning, type MarketImport } from '@shared/contracts/market-import'
import type { TestContext } from './test-app'

/**
 * Uploads JSON lines as the console does and follows the import until it ends (the app needs its
 * job queue): the import as the console last read it.
 */
export async function importThroughConsole(context: TestContext, headers: Record<string, string>, body: string): Promise<MarketImport> {
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/admin/market-import',
    headers: { ...headers, 'content-type': 'application/x-ndjson' },
    payload: body,
  })
  expect(started.statusCode, started.body).toBe(202)
  const { id } = started.json().data as MarketImport
  return vi.waitFor(
    async () => {
      const state = (await context.app.inject({ url: `/api/admin/market-imports/${id}`, headers })).json().data as MarketImport
      if (isMarketImportRunning(state.status))
        throw new Error(`still ${state.status}: ${state.checked}/${state.lines} checked, ${state.written} written`)
      return state
    },
    { timeout: 30_000, interval: 100 },
  )
}
