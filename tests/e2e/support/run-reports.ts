import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Durations } from './shard-split'

/**
 * Where an e2e run leaves its output and JSON reports (one per shard, playwright.config.ts writes them),
 * and the table of each file's last measured time that run-shards.ts deals the shards by.
 */
export const E2E_DIR = 'tests/e2e'
export const REPORTS_DIR = 'test-results'
const DURATIONS_TABLE = join(E2E_DIR, 'file-durations.json')

/** A run's output directory: `test-results/e2e`, or `test-results/e2e-shard-N` for shard N; its report is that path + `.json`. */
export function outputDirOf(shard: { index: number; of: number } | null): string {
  return join(REPORTS_DIR, shard && shard.of > 1 ? `e2e-shard-${shard.index}` : 'e2e')
}

/** The JSON reports the last run left (run-shards removes the earlier run's before it starts). */
export function runReports(): string[] {
  if (!existsSync(REPORTS_DIR)) return []
  return readdirSync(REPORTS_DIR)
    .filter((name) => /^e2e(-shard-\d+)?\.json$/.test(name))
    .map((name) => join(REPORTS_DIR, name))
}

export function removeRunReports(): void {
  for (const report of runReports()) rmSync(report)
}

export function readDurations(): Durations {
  return existsSync(DURATIONS_TABLE) ? (JSON.parse(readFileSync(DURATIONS_TABLE, 'utf8')) as Durations) : {}
}

/** The table in file name order, without files no longer in the suite. */
export function writeDurations(durations: Durations): void {
  const kept = Object.entries(durations)
    .filter(([file]) => existsSync(join(E2E_DIR, file)))
    .sort(([a], [b]) => a.localeCompare(b))
  writeFileSync(DURATIONS_TABLE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`)
}
