import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '@shared/contracts/endpoints'
import { SHOPS } from '@shared/shops/registry'

const root = resolve(__dirname, '../..')
const clientDir = join(root, 'src', 'client')
const appDir = join(clientDir, 'app')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** A call of apiRequest, typed by hand (`apiRequest<T>(…)`) or not at all (`apiRequest(…)`). */
const RAW_CALL = /\bapiRequest\s*[<(]/

/** An import of the endpoint map that is not `import type` (it would put the zod schemas in the PWA's bundle). */
const VALUE_IMPORT_OF_MAP = /import\s+(?!type\b)[^'"]*from\s*['"]@shared\/contracts\/endpoints['"]/

const offending = (pattern: RegExp, files: string[]) =>
  files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file))

describe('client API calls', () => {
  it('tells a raw call and a value import of the map', () => {
    expect(RAW_CALL.test("apiRequest<{ data: Order }>('/api/orders/1')")).toBe(true)
    expect(RAW_CALL.test("apiRequest('/api/orders/1', { method: 'PATCH' })")).toBe(true)
    expect(RAW_CALL.test("callApi('GET /api/orders/:id', { params: { id } })")).toBe(false)
    expect(VALUE_IMPORT_OF_MAP.test("import { endpoints } from '@shared/contracts/endpoints'")).toBe(true)
    expect(VALUE_IMPORT_OF_MAP.test("import type { Endpoints } from '@shared/contracts/endpoints'")).toBe(false)
  })

  it('calls the API only through callApi outside src/client/app (the contract types each answer)', () => {
    const features = sourceFiles(clientDir).filter((file) => !file.startsWith(`${appDir}/`))
    expect(features.length).toBeGreaterThan(50)
    expect(offending(RAW_CALL, features)).toEqual([])
  })

  it('reads the endpoint map in the client as types only', () => {
    expect(offending(VALUE_IMPORT_OF_MAP, sourceFiles(clientDir))).toEqual([])
  })

  it('finds a literal category-file route for every market (market-query.ts keys its call by the market path)', () => {
    const markets = SHOPS.filter((shop) => shop.kind === 'market').map((shop) => shop.path)
    expect(markets.length).toBeGreaterThan(5)
    const missing = markets.filter((path) => !(`GET /catalog/static/${path}/categories-first.json` in ENDPOINTS))
    expect(missing).toEqual([])
  })
})
