import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseHandle } from '@server/db/client'
import { MIGRATIONS_FOLDER, migrateDatabase } from '@server/db/migrate'
import { openEmptyDatabase } from './fresh-database'
import type { Driver } from './test-app'

/** A copy of the migrations folder whose journal stops just before the given migration. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-before-'))
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalPath = join(folder, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at < 0) throw new Error(`no migration ${tag}`)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return folder
}

/** An empty database of the driver migrated up to just before the given migration (to seed the old schema). */
export async function openDatabaseBefore(driver: Driver, tag: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const opened = await openEmptyDatabase(driver)
  const previous = migrationsBefore(tag)
  try {
    await migrateDatabase(opened.handle, previous)
  } finally {
    rmSync(previous, { recursive: true, force: true })
  }
  return opened
}
