import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Each module's tables (the same files the module list gathers into the app's schema).
  schema: './src/server/modules/*/tables.ts',
  out: './src/server/db/migrations',
})
