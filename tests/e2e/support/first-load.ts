import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ENTRY_KEY, readManifest, splitChunkKeys, withStaticImports, type Manifest } from '@server/http/client-manifest'

export { readManifest, type Manifest }

/**
 * First-load JavaScript of a route, from the production build's Vite manifest: the entry
 * (index.html's script) with its static imports, plus the route's code-split chunks (component,
 * loader, … of the route file and of its parent layout routes) with their static imports. Sizes
 * are gzip (level 6, as a server sends them); deterministic for a given build.
 */
export type FirstLoad = { route: string; files: string[]; jsBytes: number; jsGzip: number; cssGzip: number }

const gzipSizes = new Map<string, number>()
function gzipSize(distDir: string, file: string): number {
  const path = join(distDir, file)
  let size = gzipSizes.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length
    gzipSizes.set(path, size)
  }
  return size
}

/** Route files (src/client/routes/…) that have code-split chunks in this build. */
export function splitRouteFiles(manifest: Manifest): string[] {
  const files = new Set<string>()
  for (const key of Object.keys(manifest)) {
    const match = /^(src\/client\/routes\/.+\.tsx)\?tsr-split=/.exec(key)
    if (match) files.add(match[1])
  }
  return [...files].sort()
}

/** The layout routes above a route file: routes/a/route.tsx, routes/a/b/route.tsx, … */
function parentRouteFiles(manifest: Manifest, routeFile: string): string[] {
  const parts = routeFile
    .replace(/^src\/client\/routes\//, '')
    .split('/')
    .slice(0, -1)
  const parents: string[] = []
  for (let depth = 1; depth <= parts.length; depth++) {
    const candidate = `src/client/routes/${parts.slice(0, depth).join('/')}/route.tsx`
    if (candidate !== routeFile && splitChunkKeys(manifest, candidate).length > 0) parents.push(candidate)
  }
  return parents
}

export function firstLoad(distDir: string, manifest: Manifest, routeFile: string): FirstLoad {
  if (!manifest[ENTRY_KEY]?.isEntry) throw new Error('The manifest has no index.html entry')
  const keys = withStaticImports(manifest, [ENTRY_KEY])
  for (const file of [...parentRouteFiles(manifest, routeFile), routeFile]) {
    const splits = splitChunkKeys(manifest, file)
    if (splits.length === 0) throw new Error(`No code-split chunk for ${file}: is it a route file?`)
    withStaticImports(manifest, splits, keys)
  }
  const files = [...keys].map((key) => manifest[key].file)
  const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []))
  return {
    route: routeFile,
    files,
    jsBytes: files.reduce((sum, file) => sum + readFileSync(join(distDir, file)).length, 0),
    jsGzip: files.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
    cssGzip: [...css].reduce((sum, file) => sum + gzipSize(distDir, file), 0),
  }
}

/** The compiled message catalogue of a language (a chunk loaded before the first render). */
export function catalogueGzip(distDir: string, manifest: Manifest, locale: string): number {
  const chunk = manifest[`locales/${locale}/messages.po`]
  return chunk ? gzipSize(distDir, chunk.file) : 0
}

/** Budgets are in kB of 1,000 bytes (as Vite and Lighthouse-free tooling print them). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
