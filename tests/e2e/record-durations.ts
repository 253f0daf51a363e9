import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'

/**
 * Writes tests/e2e/file-durations.json (each e2e file → seconds, what run-shards.ts deals shards by)
 * from the JSON reports the last `npm run test:e2e` left in test-results/. Files the reports do not
 * name keep their recorded time. Run after a full e2e run: `npm run e2e:durations`.
 */
type Spec = { file: string; tests: { results: { duration: number }[] }[] }
type Suite = { specs?: Spec[]; suites?: Suite[] }

const REPORTS_DIR = 'test-results'
const E2E_DIR = 'tests/e2e'
const TABLE = join(E2E_DIR, 'file-durations.json')

function addDurations(suite: Suite, seconds: Map<string, number>) {
  for (const spec of suite.specs ?? []) {
    const file = basename(spec.file)
    const milliseconds = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0)
    seconds.set(file, (seconds.get(file) ?? 0) + milliseconds / 1000)
  }
  for (const child of suite.suites ?? []) addDurations(child, seconds)
}

const reports = existsSync(REPORTS_DIR) ? readdirSync(REPORTS_DIR).filter((name) => /^e2e(-shard-\d+)?\.json$/.test(name)) : []
if (reports.length === 0) {
  console.error(`No e2e JSON report in ${REPORTS_DIR}/: run npm run test:e2e first.`)
  process.exit(1)
}
const measured = new Map<string, number>()
for (const report of reports) addDurations(JSON.parse(readFileSync(join(REPORTS_DIR, report), 'utf8')) as Suite, measured)

const recorded: Record<string, number> = existsSync(TABLE) ? JSON.parse(readFileSync(TABLE, 'utf8')) : {}
const table = { ...recorded, ...Object.fromEntries([...measured].map(([file, seconds]) => [file, Math.round(seconds)])) }
// Files removed since they were recorded leave the table.
const sorted = Object.fromEntries(
  Object.entries(table)
    .filter(([file]) => existsSync(join(E2E_DIR, file)))
    .sort(([a], [b]) => a.localeCompare(b)),
)
writeFileSync(TABLE, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`${TABLE}: ${measured.size} files measured from ${reports.join(', ')}`)
