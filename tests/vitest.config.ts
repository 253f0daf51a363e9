import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { sourceAliases } from '../src/build/source-aliases.ts'

/**
 * Unit and API tests run in Node without the client build plugins; component tests render the PWA's
 * components in jsdom with the plugins their source needs (JSX, Lingui's macros and catalogues,
 * vanilla-extract styles), as vite.config.ts configures them for the app.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: sourceAliases },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Modules imported once per worker, not once per file (61 → 37 s): no test here mocks a module.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Three files at a time: each file has its own database (a PGlite copy or a clone of the
          // PostgreSQL template), so they do not meet; a file's tests still run one after another.
          // Three on two cores, as part of a file's time is spent waiting for PostgreSQL and the Auth
          // emulator, which run in processes of their own (whole suite 428 → 380 s).
          maxWorkers: 3,
          // A worker keeps the modules it imported from file to file (the server's graph is imported
          // once per worker, not once per file: ~2.5 of ~11 minutes). Shared fixtures keep their state
          // per database, never per module.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        root: fileURLToPath(new URL('..', import.meta.url)),
        resolve: { alias: sourceAliases },
        plugins: [react(), lingui({ macroTransform: true }), vanillaExtractPlugin()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/support/setup.ts'],
          // As for unit tests (31 → 13 s); the setup file unmounts what each test rendered.
          isolate: false,
        },
      },
    ],
  },
})
