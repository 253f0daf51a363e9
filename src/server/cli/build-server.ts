import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/**
 * `npm run build` (its last step): the server's long-running entry points, `npm start`'s server and
 * `npm run worker`, bundled into dist/server-app/ as plain JavaScript that node runs as it is, so a
 * start compiles nothing (a transpiler at start took seconds and ~250 MB more memory). Packages stay in
 * node_modules; our own code (and its path aliases) is bundled. The files the code finds beside itself
 * by `new URL('./…', import.meta.url)` (the migrations, the seed's administrative units) are copied next
 * to the bundle, where those URLs point once bundled.
 */
const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))
const OUT_DIR = root('dist/server-app')

rmSync(OUT_DIR, { recursive: true, force: true })
await build({
  entryPoints: [root('src/server/cli/start.ts'), root('src/server/cli/worker.ts')],
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  tsconfig: root('tsconfig.json'),
  sourcemap: 'linked',
  logLevel: 'warning',
})
cpSync(root('src/server/db/migrations'), `${OUT_DIR}/migrations`, { recursive: true })
cpSync(root('src/server/seed/data'), `${OUT_DIR}/data`, { recursive: true })
console.log(`Server built into ${OUT_DIR}`)
