/**
 * The Drizzle schema: every module's tables (modules own their tables). The module list
 * (modules/registry.ts) fills it in — the type by declaration merging, the object when it loads
 * (useModuleTables) — so modules name the Database without importing the list, which imports them.
 * drizzle-kit reads the same tables from the modules' tables.ts files (drizzle.config.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging in modules/registry.ts
export interface ModuleTables {}

export type Schema = { [Name in keyof ModuleTables]: ModuleTables[Name] }

/** The object handed to drizzle() (db/client.ts). */
export const schema: Record<string, unknown> = {}

export function useModuleTables(tables: Record<string, unknown>): void {
  for (const [name, table] of Object.entries(tables)) {
    if (Object.hasOwn(schema, name) && schema[name] !== table) throw new Error(`Table "${name}" is defined twice`)
    schema[name] = table
  }
}
