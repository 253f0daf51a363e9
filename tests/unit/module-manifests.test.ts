import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type AppJobs, appJobs } from '@server/app-jobs'
import { type Schema, schema } from '@server/db/schema'
import { type MessageKey, messages } from '@server/i18n/messages'
import { scopedRoutes } from '@server/modules/define-module'
import { MODULES, moduleJobs, moduleMessages, moduleTables } from '@server/modules/registry'

/**
 * A new server module is one folder plus one line: its index.ts exports one manifest (routes by scope,
 * messages, tables, jobs) and the module list (modules/registry.ts) names it. Everything that gathers
 * the modules' parts (route registry, message catalogue, Drizzle schema, job map) derives from the list.
 */
const root = resolve(__dirname, '../..')
const modulesDir = join(root, 'src/server/modules')
const registryFile = join(modulesDir, 'registry.ts')

const folders = readdirSync(modulesDir)
  .filter((name) => statSync(join(modulesDir, name)).isDirectory())
  .sort()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const read = (path: string) => readFileSync(path, 'utf8')
const camel = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
const manifestOf = (folder: string) => MODULES.find((module) => module.name === folder)
/** A module's own tables.ts declares tables (purchasing's holds only shared columns). */
const hasTables = (folder: string) =>
  existsSync(join(modulesDir, folder, 'tables.ts')) && /pgTable\(/.test(read(join(modulesDir, folder, 'tables.ts')))
const hasMessages = (folder: string) => existsSync(join(modulesDir, folder, 'messages.ts'))
/** The route plugins a module's files export (e.g. `export async function cartRoutes`). */
const exportedRoutePlugins = (folder: string) =>
  sourceFiles(join(modulesDir, folder)).flatMap((file) =>
    [...read(file).matchAll(/export (?:async )?function (\w+Routes)\b/g)].map((match) => ({ name: match[1], file })),
  )

describe('module manifests', () => {
  it('finds the module folders', () => {
    expect(folders).toContain('cart')
    expect(folders.length).toBeGreaterThan(20)
  })

  it('names every module folder exactly once in the module list, by the one manifest its index.ts exports', () => {
    const list = read(registryFile).match(/export const MODULES = \[([^\]]*)\]/)?.[1] ?? ''
    const listed = [...list.matchAll(/(\w+Module)\b/g)].map((match) => match[1])
    const expected = folders.map((folder) => `${camel(folder)}Module`)
    expect([...listed].sort()).toEqual([...expected].sort())
    expect(new Set(listed).size).toBe(listed.length)
    for (const folder of folders) {
      const index = read(join(modulesDir, folder, 'index.ts'))
      const manifests = [...index.matchAll(/export const (\w+) = defineModule\(/g)].map((match) => match[1])
      expect(manifests, `modules/${folder}/index.ts`).toEqual([`${camel(folder)}Module`])
    }
    expect(MODULES.map((module) => module.name).sort()).toEqual(folders)
  })

  it('carries each module its messages, tables, route plugins and jobs', () => {
    for (const folder of folders) {
      const manifest = manifestOf(folder)
      expect(manifest, folder).toBeDefined()
      expect('messages' in manifest!, `${folder} messages`).toBe(hasMessages(folder))
      expect('tables' in manifest!, `${folder} tables`).toBe(hasTables(folder))
      const inManifest = Object.values('routes' in manifest! ? manifest.routes : {})
        .flat()
        .map((plugin) => plugin.name)
      // A plugin that is not in the manifest is one the module registers itself, inside another of its plugins.
      const others = exportedRoutePlugins(folder).filter(({ name }) => !inManifest.includes(name))
      for (const { name, file } of others) {
        const registeredInside = sourceFiles(join(modulesDir, folder)).some(
          (other) => other !== file && new RegExp(`register\\(${name}\\b`).test(read(other)),
        )
        expect(registeredInside, `${folder}: ${name} is neither in the manifest nor registered by the module`).toBe(true)
      }
      const declaresJobs = sourceFiles(join(modulesDir, folder)).some((file) => /defineJob\(/.test(read(file)))
      expect('jobs' in manifest!, `${folder} jobs`).toBe(declaresJobs)
    }
  })

  it('derives the route registry, message catalogue, Drizzle schema and job map from every manifest', async () => {
    const routes = scopedRoutes<never>(MODULES)
    for (const module of MODULES) {
      for (const [scope, plugins] of Object.entries('routes' in module ? module.routes : {}))
        for (const plugin of [plugins].flat()) expect(routes).toContainEqual({ module: module.name, scope, routes: plugin })
      if ('messages' in module)
        for (const [key, message] of Object.entries(module.messages)) {
          expect(moduleMessages).toHaveProperty(key, message)
          expect(messages).toHaveProperty(key, message)
        }
      if ('tables' in module) {
        const own = await import(join(modulesDir, module.name, 'tables.ts'))
        expect(module.tables).toBe(own)
        for (const [name, table] of Object.entries(module.tables)) {
          expect(moduleTables).toHaveProperty(name, table)
          expect(schema).toHaveProperty(name, table)
        }
      }
      if ('jobs' in module)
        for (const [name, definition] of Object.entries(module.jobs.definitions)) {
          expect(moduleJobs).toHaveProperty([name], definition)
          expect(appJobs).toHaveProperty([name], definition)
        }
    }
    // Public routes first, then the customer's, then the staff's, then the bank feed's.
    const scopes = routes.map(({ scope }) => scope)
    expect(scopes).toEqual(
      [...scopes].sort(
        (a, b) => ['public', 'customer', 'staff', 'bankFeed'].indexOf(a) - ['public', 'customer', 'staff', 'bankFeed'].indexOf(b),
      ),
    )
  })

  it('lets no file outside src/server/modules name a module’s routes, messages, tables or jobs', () => {
    const plugins = MODULES.flatMap((module) => Object.values('routes' in module ? module.routes : {}).flat()).map((plugin) => plugin.name)
    const catalogues = folders.filter(hasMessages).map((folder) => `${camel(folder)}Messages`)
    const jobParts = ['auctionJobs', 'auctionJobHandlers', 'pushJobs', 'pushJobHandlers']
    const outside = sourceFiles(join(root, 'src/server')).filter((file) => !file.startsWith(`${modulesDir}/`))
    const named = outside.flatMap((file) => {
      const text = read(file)
      const found = [...plugins, ...catalogues, ...jobParts].filter((name) => new RegExp(`\\b${name}\\b`).test(text))
      // Code outside the modules may query a module's tables; none gathers them (the schema, drizzle-kit's config).
      if (/modules\/[\w-]+\/messages\b/.test(text)) found.push('a module’s messages.ts')
      if (/export \* from '@server\/modules\/[\w-]+\/tables'/.test(text)) found.push('a module’s tables.ts, re-exported')
      return found.map((name) => `${relative(root, file)} names ${name}`)
    })
    expect(named).toEqual([])
    expect(read(join(root, 'src/server/db/drizzle.config.ts'))).toContain("'./src/server/modules/*/tables.ts'")
  })

  it('keeps the derived types precise: message keys, tables and jobs of the listed modules only', () => {
    const keys: MessageKey[] = ['cartFull', 'notFound', 'auctionSuccess']
    // @ts-expect-error: no module defines this message
    const unknownKey: MessageKey = 'noSuchMessage'
    const tables: (keyof Schema)[] = ['users', 'walletTransactions', 'auctions']
    // @ts-expect-error: no module owns this table
    const unknownTable: keyof Schema = 'noSuchTable'
    const jobs: (keyof AppJobs)[] = ['auction.close', 'push.fan-out', 'demo.box-trail']
    // @ts-expect-error: no module defines this job
    const unknownJob: keyof AppJobs = 'no.such-job'
    expect([...keys, ...tables, ...jobs, unknownKey, unknownTable, unknownJob]).toHaveLength(12)
  })
})
