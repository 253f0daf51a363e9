import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
/** The client build's Vite manifest (build.manifest in vite.config.ts): chunks by source key. */
export type Manifest = Record<string, ManifestChunk>

/** The key of index.html's own chunk: the entry every page loads. */
export const ENTRY_KEY = 'index.html'

export function readManifest(clientDir: string): Manifest {
  const path = join(clientDir, '.vite/manifest.json')
  if (!existsSync(path)) throw new Error(`No Vite manifest at ${path}: run "npm run build" first (build.manifest is on in vite.config.ts).`)
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

/** The code-split chunks (component, loader, …) of a route file, e.g. src/client/routes/index.tsx. */
export function splitChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`))
}

/** The chunks with everything they import statically. */
export function withStaticImports(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue
    const chunk = manifest[key]
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`)
    into.add(key)
    withStaticImports(manifest, chunk.imports ?? [], into)
  }
  return into
}

/** The files a set of routes needs beyond the entry: their stylesheets and JavaScript chunks. */
export type RouteAssets = { css: string[]; js: string[] }

/**
 * Tells which stylesheets and chunks the routes of a server-rendered screen load beyond index.html's
 * own, so the page links them at once: without its route's stylesheet a server-rendered screen would
 * paint unstyled and jump when the route's chunk brings it.
 */
export function routeAssetsReader(clientDir: string): (routeIds: string[]) => RouteAssets {
  const manifest = readManifest(clientDir)
  const inEntry = withStaticImports(manifest, [ENTRY_KEY])
  const known = new Map<string, RouteAssets>()
  return (routeIds) => {
    const cacheKey = routeIds.join('|')
    let assets = known.get(cacheKey)
    if (!assets) {
      const routeChunks = routeIds.flatMap((routeId) => splitChunkKeys(manifest, routeFileOf(routeId)))
      const keys = [...withStaticImports(manifest, routeChunks)].filter((key) => !inEntry.has(key))
      assets = { css: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))], js: keys.map((key) => manifest[key].file) }
      known.set(cacheKey, assets)
    }
    return assets
  }
}

/** TanStack Router ids to file routes: '/' → index.tsx, '/products/$shopId/' → products/$shopId/index.tsx. */
function routeFileOf(routeId: string): string {
  if (routeId === '__root__') return 'src/client/routes/__root.tsx'
  return `src/client/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`
}
