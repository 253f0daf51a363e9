import { mkdirSync } from 'node:fs'
import lockfile from 'proper-lockfile'

export class DataDirectoryBusyError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another storefront process (a running server or seed). ` +
        'PGlite cannot share a directory between processes: stop the other process first, or point DATA_DIR elsewhere.',
    )
    this.name = 'DataDirectoryBusyError'
  }
}

/**
 * PGlite does not lock its directory, and two processes writing to it lose data.
 * Every process that opens the directory holds this lock for as long as it runs.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true })
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.storefront.lock`,
      stale: 10_000,
      update: 2_000,
      realpath: false,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirectoryBusyError(dataDir)
    throw error
  }
}
