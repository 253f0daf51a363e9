import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { webAppManifest } from './src/client/pwa-manifest.ts'
import { pureSharedSchemas } from './src/build/pure-shared-schemas.ts'
import { sourceAliases } from './src/build/source-aliases.ts'
import { DEFAULT_LOCALE } from './src/shared/i18n/locales.ts'
import { LOCALE_KEY } from './src/client/app/locale.ts'
import { CLIENT_CONFIG_PATH, EARLY_CONFIG_KEY } from './src/client/app/early-config.ts'

/**
 * Start-up requests that otherwise wait for the entry script to download and run, started by a tiny
 * inline script in index.html: the stored language's message catalogue (awaited before the first
 * render, src/client/app/i18n.ts) is modulepreloaded, and the server's configuration (needed before
 * any catalogue request, src/client/app/client-config.ts) is fetched.
 */
function preloadStartUpData(): Plugin {
  let base = '/'
  return {
    name: 'preload-start-up-data',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const catalogues: Record<string, string> = {}
        for (const chunk of Object.values(context.bundle ?? {})) {
          const locale = chunk.type === 'chunk' && chunk.facadeModuleId?.match(/\/locales\/([a-z]+)\/messages\.po$/)?.[1]
          if (locale) catalogues[locale] = base + chunk.fileName
        }
        if (!catalogues[DEFAULT_LOCALE]) throw new Error('preload-start-up-data: no chunk for the default catalogue')
        const script =
          `(function(){var c=${JSON.stringify(catalogues)},l;try{l=localStorage.getItem(${JSON.stringify(LOCALE_KEY)})}catch(e){}` +
          `var k=document.createElement('link');k.rel='modulepreload';k.href=c[l]||c[${JSON.stringify(DEFAULT_LOCALE)}];document.head.appendChild(k);` +
          `try{window[${JSON.stringify(EARLY_CONFIG_KEY)}]=fetch(${JSON.stringify(CLIENT_CONFIG_PATH)},{headers:{Accept:'application/json'}})` +
          `.then(function(r){return r.ok?r.json():null}).catch(function(){return null})}catch(e){}})()`
        return [{ tag: 'script', children: script, injectTo: 'head' }]
      },
    },
  }
}

/** A module only the staff console loads: its screens, its route and its message catalogues. */
const isConsoleModule = (id: string) => /\/src\/client\/(features|routes)\/admin\/|\/locales\/[a-z]+\/admin\.po/.test(id)

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The server-rendering build needs no copy of public/ (the client build serves it).
  publicDir: isSsrBuild ? false : 'public',
  resolve: { alias: sourceAliases },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too (the default keeps them in the entry): what a loader imports (query
      // options, contracts, zod) loads with its route, not on every first paint. In the component's
      // chunk, not one of their own: each extra chunk splits the shared first-load chunks further.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react(),
    lingui({ macroTransform: true, failOnMissing: !process.env.LINGUI_ALLOW_MISSING }),
    vanillaExtractPlugin(),
    pureSharedSchemas(),
    // The server-rendering build (`vite build --ssr`, see package.json) makes no page and no service worker.
    !isSsrBuild && preloadStartUpData(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/client/sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: webAppManifest,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
          globIgnores: ['assets/admin/**'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  // The server-rendering bundle carries its dependencies (React's production build among them), so it
  // runs wherever it is built to and whatever NODE_ENV the server has.
  ssr: { noExternal: true },
  // …and decides React's build at build time, as the client bundle does (Vite leaves NODE_ENV to run time on the server).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') } : {},
  // The manifest lets tests/e2e/bundle-budget.e2e.ts follow each route's chunk graph.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: !isSsrBuild,
    // The route tree (in every first load) lists each lazy chunk's dependencies for preloading: for the
    // staff console's chunks only their styles, so its screens' many dependencies weigh nothing on a
    // customer's first load (staff's browsers fetch them as the console's chunks import them).
    modulePreload: {
      resolveDependencies: (filename, deps) => (filename.startsWith('assets/admin/') ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      treeshake: {
        // The design system's components and the features' files have no side effects of their own
        // (their *.css.ts styles do): importing the ui barrel or a feature's index.ts must not put
        // every component of it (Radix Dialog, other screens) into the chunk that needed one.
        moduleSideEffects: (id) =>
          /\/src\/client\/(ui|features\/[^/]+)\/[^/]+\.tsx?$/.test(id) && !/\.css\.ts$/.test(id) ? false : undefined,
      },
      output: {
        // Router and query libraries load on every first paint: one chunk of their own, so a new lazy
        // route (the staff console) reaching a part of them does not split them into more small chunks.
        codeSplitting: { groups: [{ name: 'tanstack', test: /node_modules\/@tanstack\// }] },
        // The staff console's chunks (its screens, and what only they load) go to assets/admin/, which
        // the service worker does not precache: customers' devices never download the console.
        // A shared chunk with any console module in it is the console's too (rolldown groups the console's
        // query keys with the role table it reads): bundle-budget.e2e.ts checks no customer first load has one.
        chunkFileNames: (chunk) =>
          (chunk.facadeModuleId ? isConsoleModule(chunk.facadeModuleId) : chunk.moduleIds.some(isConsoleModule))
            ? 'assets/admin/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/catalog': apiTarget, '/media': apiTarget },
  },
}))
