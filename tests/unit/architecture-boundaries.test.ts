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
})
