import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirectoryBusyError, lockDataDirectory } from '@server/db/lock'

const dirs: string[] = []
function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('PGlite data directory lock', () => {
  it('lets one process hold the directory and refuses a second holder', async () => {
    const dataDir = tempDataDir()
    const release = await lockDataDirectory(dataDir)
    await expect(lockDataDirectory(dataDir)).rejects.toBeInstanceOf(DataDirectoryBusyError)
    await release()
    const again = await lockDataDirectory(dataDir)
    await again()
  })

  it('makes `npm run seed` stop with a clear message while a server holds the directory', async () => {
    const dataDir = tempDataDir()
    const release = await lockDataDirectory(dataDir)
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts'], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toContain(`The data directory ${dataDir} is in use by another storefront process`)
    } finally {
      await release()
    }
  }, 60_000)
})
