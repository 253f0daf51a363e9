import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointSchemas } from '@shared/contracts/endpoint'
import { ENDPOINTS } from '@shared/contracts/endpoints'
import { type DatabaseHandle, openDatabase } from '@server/db/client'
import { listContractOf } from '@server/http/list-query'
import type { RegisteredRoute } from '@server/http/route-catalog'
import { routeKey } from './support/route-scopes'
import { buildTestApp } from './support/test-app'

/** Routes with no JSON contract: the API's documents, files, the live event stream, a redirect and the health probe. */
const WITHOUT_CONTRACT = [
  /^GET \/api\/docs/,
  /^GET \/api\/health$/,
  /^GET \/api\/locale$/,
  /^GET \/media\//,
  /^GET \/api\/(admin\/)?support-contents\/:id\/file$/,
  /^GET \/catalog\/auction\/live$/,
]

type RouteSchema = { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> }

let database: DatabaseHandle
let routes: readonly RegisteredRoute[]
let close: () => Promise<void>
beforeAll(async () => {
  // The route table does not depend on data: an empty database is enough.
  database = await openDatabase({ dataDir: null })
  const built = await buildTestApp(database)
  routes = built.app.registeredRoutes
  close = built.close
})
afterAll(async () => {
  await close()
  await database.close()
})

describe('endpoint contracts (src/shared/contracts/endpoints.ts)', () => {
  it('name every JSON route of the server, and only routes it has', () => {
    const served = new Set(routes.map(routeKey))
    const unknown = Object.keys(ENDPOINTS).filter((key) => !served.has(key))
    expect(unknown, 'contracts of routes the server does not have').toEqual([])
    const missing = [...served].filter((key) => !(key in ENDPOINTS) && !WITHOUT_CONTRACT.some((pattern) => pattern.test(key)))
    expect(missing, 'routes without a contract').toEqual([])
  })

  it('hold the very schemas each route validates its parameters, query, body and answer with', () => {
    const mismatches: string[] = []
    for (const route of routes) {
      const key = routeKey(route)
      const contract = (ENDPOINTS as Record<string, EndpointSchemas>)[key]
      if (!contract) continue
      const schema = (route.schema ?? {}) as RouteSchema
      const served = {
        params: schema.params,
        query: listContractOf(schema.querystring) ?? schema.querystring,
        body: schema.body,
        response: schema.response?.['200'] ?? schema.response?.['201'] ?? schema.response?.['202'],
      }
      for (const part of ['params', 'query', 'body', 'response'] as const)
        if (contract[part] !== served[part]) mismatches.push(`${key}: ${part}`)
    }
    expect(mismatches).toEqual([])
  })
})
