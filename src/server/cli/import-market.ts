import { ConfigError, loadConfig } from '@server/config'
import { DataDirectoryBusyError } from '@server/db/lock'
import { openStorage } from '@server/db/storage'
import { shareCatalogChanges } from '@server/modules/catalog'
import { importMarketRecords, readMarketFile } from '@server/modules/markets'

const USAGE = 'Usage: npm run import:market -- <file.jsonl>'
const SHOWN_PROBLEMS = 50

class UsageError extends Error {}

/**
 * `npm run import:market -- <file>`: loads the markets' mirror from JSON lines (categories, sellers,
 * filter options, listings; see src/shared/contracts/market-import.ts). A file with any bad line is
 * refused whole, each problem reported with its line number; a good one is written in one transaction.
 */
async function main() {
  const [file, ...rest] = process.argv.slice(2)
  if (!file || rest.length > 0) throw new UsageError(USAGE)
  const config = loadConfig()
  const { records, problems, lines } = await readMarketFile(file)
  if (problems.length > 0) {
    for (const problem of problems.slice(0, SHOWN_PROBLEMS)) console.error(`line ${problem.line}: ${problem.message}`)
    if (problems.length > SHOWN_PROBLEMS) console.error(`… and ${problems.length - SHOWN_PROBLEMS} more.`)
    console.error(`${problems.length} of ${lines} lines refused. Nothing was imported.`)
    process.exit(1)
  }
  const database = await openStorage(config)
  try {
    // Servers on the same PostgreSQL database hear of the import and drop their cached answers.
    shareCatalogChanges(database)
    await importMarketRecords(database.db, records, new Date())
  } finally {
    await database.close()
  }
  const counts = new Map<string, number>()
  for (const record of records) counts.set(record.kind, (counts.get(record.kind) ?? 0) + 1)
  console.log(`Imported ${records.length} records from ${file}: ${[...counts].map(([kind, count]) => `${count} ${kind}`).join(', ')}.`)
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryBusyError || error instanceof UsageError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
