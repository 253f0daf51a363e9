import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type ManifestChunk = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** The files a set of routes needs beyond the entry: their stylesheets and JavaScript chunks. */
export type RouteAssets = { css: string[]; js: string[] }

/**
 * Reads the client build's Vite manifest to tell which stylesheets and chunks the routes of a
 * server-rendered screen load, so the page links them at once: without its route's stylesheet a
 * server-rendered screen would paint unstyled and jump when the route's chunk brings it.
 */
export function routeAssetsReader(clientDir: string): (routeIds: string[]) => RouteAssets {
  const path = join(clientDir, '.vite/manifest.json')
  const manifest: Manifest = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}
  const known = new Map<string, RouteAssets>()
  return (routeIds) => {
    const key = routeIds.join('|')
    let assets = known.get(key)
    if (!assets) {
      assets = collect(manifest, routeIds.flatMap((routeId) => splitChunksOf(manifest, routeFileOf(routeId))))
      known.set(key, assets)
    }
    return assets
  }
}

/** TanStack Router ids to file routes: '/' → index.tsx, '/products/$shopId/' → products/$shopId/index.tsx. */
function routeFileOf(routeId: string): string {
  if (routeId === '__root__') return 'src/client/routes/__root.tsx'
  return `src/client/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`
}

function splitChunksOf(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`))
}

/** The chunks with everything they import statically, minus index.html's own (already in the page). */
function collect(manifest: Manifest, roots: string[]): RouteAssets {
  const seen = new Set<string>(['index.html'])
  const css = new Set<string>()
  const js: string[] = []
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    js.push(manifest[key].file)
    for (const file of manifest[key].css ?? []) css.add(file)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  const entryImports = new Set<string>()
  const addEntry = (key: string) => {
    if (entryImports.has(key) || !manifest[key]) return
    entryImports.add(key)
    for (const imported of manifest[key].imports ?? []) addEntry(imported)
  }
  addEntry('index.html')
  for (const key of entryImports) seen.add(key)
  for (const root of roots) visit(root)
  return { css: [...css], js }
}
