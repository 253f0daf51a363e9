import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/**
 * `npm run build` (its last step): the server's long-running entry points, `npm start`'s server and
 * `npm run worker`, bundled into dist/server-app/ as plain JavaScript that node runs as it is, so a
 * start compiles nothing (a transpiler at start took seconds and ~250 MB more memory). Packages stay in
 * node_modules; our own code (and its path aliases) is bundled. The files the code finds beside itself
 * by `new URL('./…', import.meta.url)` (the migrations, the seed's administrative units) are copied next
 * to the bundle, where those URLs point once bundled.
 *
 * Each entry point is a small launcher (start.js, worker.js) that turns on source maps for our own code
 * only, then imports its bundle (start-app.js, worker-app.js): a stack trace names our TypeScript files,
 * while the packages' source maps (drizzle-orm alone ships ~900) are never read and kept in memory
 * (`--enable-source-maps` would: ~20 MB of the server's heap, issue 25).
 */
const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))
const OUT_DIR = root('dist/server-app')

rmSync(OUT_DIR, { recursive: true, force: true })
await build({
  entryPoints: { 'start-app': root('src/server/cli/start.ts'), 'worker-app': root('src/server/cli/worker.ts') },
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
for (const name of ['start', 'worker']) {
  writeFileSync(
    `${OUT_DIR}/${name}.js`,
    [
      '// Written by src/server/cli/build-server.ts: source maps for our own code only, then the bundle.',
      "import { setSourceMapsSupport } from 'node:module'",
      'setSourceMapsSupport(true, { nodeModules: false, generatedCode: false })',
      `await import('./${name}-app.js')`,
      '',
    ].join('\n'),
  )
}
cpSync(root('src/server/db/migrations'), `${OUT_DIR}/migrations`, { recursive: true })
cpSync(root('src/server/seed/data'), `${OUT_DIR}/data`, { recursive: true })
console.log(`Server built into ${OUT_DIR}`)
