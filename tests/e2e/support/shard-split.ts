/**
 * The e2e files dealt to shards by how long each took when last measured (file-durations.json), the
 * longest first, each to the shard with the least so far. Playwright's own `--shard` splits by test
 * count, which left one shard ~2 minutes behind the other: the test counts of our files say little
 * about their time (a 0.4 s bundle check and a 2-minute offline walk count the same).
 */
export type Durations = Readonly<Record<string, number>>

/** A file not yet measured counts as the median file: new files are neither free nor the heaviest. */
function weightOf(file: string, durations: Durations, median: number): number {
  return durations[file] ?? median
}

function medianOf(values: number[]): number {
  if (values.length === 0) return 1
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Every file in exactly one of `count` shards, each shard's files in name order. */
export function splitIntoShards(files: readonly string[], durations: Durations, count: number): string[][] {
  const median = medianOf(files.flatMap((file) => (durations[file] === undefined ? [] : [durations[file]])))
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }))
  const heaviestFirst = [...files].sort((a, b) => weightOf(b, durations, median) - weightOf(a, durations, median) || a.localeCompare(b))
  for (const file of heaviestFirst) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least))
    lightest.files.push(file)
    lightest.seconds += weightOf(file, durations, median)
  }
  return shards.map((shard) => shard.files.sort())
}

/** A Playwright file filter matching exactly this file name (its filters are regular expressions on the path). */
export function exactFileFilter(file: string): string {
  return `/[\\\\/]${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$/`
}
