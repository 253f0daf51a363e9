import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import { expect } from 'vitest'
import { auditEntries } from '@server/modules/audit/tables'
import { bearer } from './staff'
import type { TestContext } from './test-app'

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Sends staff writes and checks each leaves exactly one audit entry when it changes something (none
 * when it is a replay or refused). Remembers which write routes it went through, so a suite can
 * assert that every write route of the staff API was tried (a new one fails until it is covered).
 */
export function staffWriter(context: () => TestContext, token: () => string) {
  const covered = new Set<string>()

  async function auditCount(): Promise<number> {
    const [{ total }] = await context().database.db.select({ total: count() }).from(auditEntries)
    return total
  }

  async function write(
    method: Method,
    route: string,
    params: Record<string, string | number>,
    payload: unknown,
    options: { key?: string | null; language?: string; audited?: boolean | number; contentType?: string } = {},
  ) {
    const url = route.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
    const headers: Record<string, string> = { ...bearer(token()), 'accept-language': options.language ?? 'en' }
    if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID()
    if (options.contentType) headers['content-type'] = options.contentType
    const before = await auditCount()
    const response = await context().app.inject({ method, url, headers, payload: payload as object })
    // A write that moves money also leaves the wallet's (and order's) own entries: `audited` may count them all.
    const audited = options.audited ?? (response.statusCode < 300 && response.headers['idempotent-replayed'] !== 'true')
    const entries = typeof audited === 'number' ? audited : audited ? 1 : 0
    expect(await auditCount(), `${method} ${url} (${response.statusCode}) audit entries`).toBe(before + entries)
    if (response.statusCode < 300) covered.add(`${method} ${route}`)
    return response
  }

  /** Write routes of the staff API that no call of this writer went through with success. */
  function uncovered(): string[] {
    return context()
      .app.registeredRoutes.filter((route) => route.url.startsWith('/api/admin') && route.method !== 'GET')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !covered.has(route))
  }

  return { write, uncovered }
}
