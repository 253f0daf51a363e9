import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript of a route, from the production build's Vite manifest: the entry
 * (index.html's script) with its static imports, plus the route's code-split chunks (component,
 * loader, … of the route file and of its parent layout routes) with their static imports. Sizes
 * are gzip (level 6, as a server sends them); deterministic for a given build.
 */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

export type FirstLoad = { route: string; files: string[]; jsBytes: number; jsGzip: number; cssGzip: number }

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite/manifest.json')
  if (!existsSync(path)) throw new Error(`No Vite manifest at ${path}: run "npm run build" first (build.manifest is on in vite.config.ts).`)
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

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

function addWithStaticImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`Manifest has no chunk ${key}`)
  into.add(key)
  for (const imported of chunk.imports ?? []) addWithStaticImports(manifest, imported, into)
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
    if (candidate !== routeFile && Object.keys(manifest).some((key) => key.startsWith(`${candidate}?tsr-split=`))) parents.push(candidate)
  }
  return parents
}

export function firstLoad(distDir: string, manifest: Manifest, routeFile: string): FirstLoad {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'))
  if (!entryKey) throw new Error('The manifest has no index.html entry')
  const keys = new Set<string>()
  addWithStaticImports(manifest, entryKey, keys)
  for (const file of [...parentRouteFiles(manifest, routeFile), routeFile]) {
    const splits = Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`))
    if (splits.length === 0) throw new Error(`No code-split chunk for ${file}: is it a route file?`)
    for (const split of splits) addWithStaticImports(manifest, split, keys)
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
