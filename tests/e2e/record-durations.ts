import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { readDurations, runReports, writeDurations } from './support/run-reports'

/**
 * Writes tests/e2e/file-durations.json (each e2e file → seconds, what run-shards.ts deals shards by)
 * from the JSON reports the last `npm run test:e2e` left in test-results/. Files the reports do not
 * name keep their recorded time. Run after a full e2e run: `npm run e2e:durations`.
 */
type Spec = { file: string; tests: { results: { duration: number }[] }[] }
type Suite = { specs?: Spec[]; suites?: Suite[] }

function addDurations(suite: Suite, seconds: Map<string, number>) {
  for (const spec of suite.specs ?? []) {
    const file = basename(spec.file)
    const milliseconds = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0)
    seconds.set(file, (seconds.get(file) ?? 0) + milliseconds / 1000)
  }
  for (const child of suite.suites ?? []) addDurations(child, seconds)
}

const reports = runReports()
if (reports.length === 0) {
  console.error('No e2e JSON report in test-results/: run npm run test:e2e first.')
  process.exit(1)
}
const measured = new Map<string, number>()
for (const report of reports) addDurations(JSON.parse(readFileSync(report, 'utf8')) as Suite, measured)
writeDurations({ ...readDurations(), ...Object.fromEntries([...measured].map(([file, seconds]) => [file, Math.round(seconds)])) })
console.log(`tests/e2e/file-durations.json: ${measured.size} files measured from ${reports.join(', ')}`)
