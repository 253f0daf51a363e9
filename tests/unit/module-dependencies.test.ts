import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Server modules depend on each other one way: no module reaches back, directly or around a circle,
 * to a module that depends on it (its tables included). A port in the graph turns a dependency
 * round, as the catalogue's star histogram does (catalog declares ProductStars, reviews answers it).
 */
const modulesDir = resolve(__dirname, '../../src/server/modules')
const modules = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory())

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.ts$/.test(name) ? [path] : []
  })
}

function dependencies(module: string): Set<string> {
  const found = new Set<string>()
  for (const file of sourceFiles(join(modulesDir, module)))
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '@server\/modules\/([\w-]+)/g))
      if (target !== module && modules.includes(target)) found.add(target)
  return found
}

/** Every circle of modules, as the path that closes it. */
function circles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = []
  const visit = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' → '))
      else if (!path.includes(next) && next > path[0]) visit([...path, next])
    }
  }
  for (const module of [...graph.keys()].sort()) visit([module])
  return found
}

describe('server module dependencies', () => {
  const graph = new Map(modules.map((module) => [module, dependencies(module)]))

  it('sees the modules and their dependencies', () => {
    expect(graph.get('cart')?.has('purchasing')).toBe(true)
    expect(
      circles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a → b → a'])
  })

  it('form no circle (catalog ⇄ reviews was one)', () => {
    expect(circles(graph)).toEqual([])
    expect(graph.get('catalog')?.has('reviews')).toBe(false)
  })
})
