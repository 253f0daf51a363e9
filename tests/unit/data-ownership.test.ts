import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * ARCHITECTURE, data ownership: reads may join any module's tables; only the module that owns a
 * table (declares it in its tables.ts) inserts, updates or deletes its rows — through Drizzle or raw SQL.
 * Another module that needs a write calls the owner's function.
 */
const root = resolve(__dirname, '../..')
const modulesDir = join(root, 'src/server/modules')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(name) ? [path] : []
  })
}

const modules = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory())

/** Each table's owner, by its TypeScript name and by its SQL name. */
function tableOwners() {
  const byName = new Map<string, string>()
  const bySqlName = new Map<string, string>()
  for (const module of modules) {
    const tables = join(modulesDir, module, 'tables.ts')
    if (!existsSync(tables)) continue
    for (const [, name, sqlName] of readFileSync(tables, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      byName.set(name, module)
      bySqlName.set(sqlName, module)
    }
  }
  return { byName, bySqlName }
}

const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi

/** Writes of this module's files to tables another module owns. */
function foreignWrites(module: string, owners: ReturnType<typeof tableOwners>): string[] {
  return sourceFiles(join(modulesDir, module)).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const where = relative(root, file)
    const drizzle = [...text.matchAll(DRIZZLE_WRITE)]
      .map((match) => match[1])
      .filter((name) => owners.byName.has(name) && owners.byName.get(name) !== module)
      .map((name) => `${where} writes ${name} (owned by ${owners.byName.get(name)})`)
    const raw = [...text.matchAll(SQL_WRITE)]
      .map((match) => match[1])
      .filter((name) => owners.bySqlName.has(name) && owners.bySqlName.get(name) !== module)
      .map((name) => `${where} writes ${name} in SQL (owned by ${owners.bySqlName.get(name)})`)
    return [...drizzle, ...raw]
  })
}

describe('data ownership', () => {
  const owners = tableOwners()

  it('knows the tables (a rule that sees no table would pass for nothing)', () => {
    expect(owners.byName.size).toBeGreaterThan(40)
    expect(owners.byName.get('orders')).toBe('orders')
    expect(owners.bySqlName.get('market_listings')).toBe('markets')
  })

  it('finds a foreign write when there is one', () => {
    const text = 'await tx.update(products).set({ star: 5 })'
    const names = [...text.matchAll(DRIZZLE_WRITE)].map((match) => match[1])
    expect(names).toEqual(['products'])
    expect([...'delete from "order_items" where true'.matchAll(SQL_WRITE)].map((match) => match[1])).toEqual(['order_items'])
  })

  it('no module inserts, updates or deletes rows of a table another module owns', () => {
    expect(modules.flatMap((module) => foreignWrites(module, owners))).toEqual([])
  })
})
