import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, dirname } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"`]([^'"`]+)['"`]\s*\)/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

const ALIAS = /^@(shared|client|server)\//

/** Relative and aliased (@shared/…, @client/…, @server/…) imports of each file, resolved to paths inside src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2])
    .filter((target) => target.startsWith('.') || ALIAS.test(target))
    .map((target) => (ALIAS.test(target) ? target.slice(1) : relative(join(root, 'src'), resolve(dirname(file), target))))
}

function violations(layer: string, forbidden: string[]) {
  return sourceFiles(join(root, 'src', layer)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((other) => target === other || target.startsWith(`${other}/`)))
      .map((target) => `${relative(root, file)} imports ${target}`),
  )
}

/** server/modules/<m> or client/features/<f>: the unit a path inside src/ belongs to, if any. */
function unitOf(path: string): string | undefined {
  return path.match(/^(server\/modules\/[^/]+|client\/features\/[^/]+)(\/|$)/)?.[1]
}

/**
 * A module or feature is reached from outside through its index.ts only. Another module's tables
 * may be imported directly: foreign keys and joins name them. (The Drizzle schema and the message
 * catalogue gather the modules' tables and messages from their manifests: modules/registry.ts.)
 */
function deepImport(fromPath: string, target: string): boolean {
  const unit = unitOf(target)
  if (!unit || unit === unitOf(fromPath) || target === unit || target === `${unit}/index`) return false
  return !(unit.startsWith('server/') && target === `${unit}/tables`)
}

describe('architecture boundaries', () => {
  it('reads the imports it checks', () => {
    expect(importsOf(join(root, 'src/server/modules/home/service.ts'))).toContain('shared/money/money')
  })

  it('keeps src/shared free of client and server code', () => {
    expect(violations('shared', ['client', 'server'])).toEqual([])
  })

  it('never lets the client import the server', () => {
    expect(violations('client', ['server'])).toEqual([])
  })

  it('never lets the server import the client', () => {
    expect(violations('server', ['client'])).toEqual([])
  })

  it('tells a deep import into another module or feature from one through its index', () => {
    expect(deepImport('server/modules/orders/service.ts', 'server/modules/cart/service')).toBe(true)
    expect(deepImport('client/routes/cart.tsx', 'client/features/cart/CartPage')).toBe(true)
    expect(deepImport('server/modules/orders/service.ts', 'server/modules/cart')).toBe(false)
    expect(deepImport('server/modules/orders/tables.ts', 'server/modules/users/tables')).toBe(false)
    expect(deepImport('server/modules/cart/routes.ts', 'server/modules/cart/service')).toBe(false)
    expect(deepImport('server/i18n/messages.ts', 'server/modules/cart/messages')).toBe(true)
    expect(deepImport('server/modules/orders/service.ts', 'server/modules/cart/messages')).toBe(true)
  })

  it('reaches other modules and features only through their index.ts', () => {
    const deep = sourceFiles(join(root, 'src')).flatMap((file) => {
      const fromPath = relative(join(root, 'src'), file)
      return importsOf(file)
        .filter((target) => deepImport(fromPath, target))
        .map((target) => `${fromPath} imports ${target}`)
    })
    expect(deep).toEqual([])
  })
})
