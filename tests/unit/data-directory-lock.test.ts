import { spawn } from 'node:child_process'
import { once } from 'node:events'
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
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(`pid ${process.pid} on host`)
    await release()
    const again = await lockDataDirectory(dataDir)
    await again()
  })

  it('makes `npm run seed` stop with a clear message while a server holds the directory', async () => {
    const dataDir = tempDataDir()
    const release = await lockDataDirectory(dataDir)
    try {
      // Asynchronously: this process holds the lock and must keep refreshing it while the seed starts
      // (a blocking spawnSync let it turn stale on a busy machine, and the seed took it over).
      const seed = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts'], { env: { ...process.env, DATA_DIR: dataDir } })
      let stderr = ''
      seed.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk
      })
      const [status] = await once(seed, 'exit')
      expect(status).toBe(1)
      expect(stderr).toContain(`The data directory ${dataDir} is in use by another storefront process`)
    } finally {
      await release()
    }
  }, 60_000)

  it('takes over at once the lock of a holder killed with SIGKILL', async () => {
    const dataDir = tempDataDir()
    const holder = await startLockHolder(dataDir)
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(`pid ${holder.pid} on host`)

    holder.kill('SIGKILL')
    await once(holder, 'exit')
    const logged: string[] = []
    const release = await lockDataDirectory(dataDir, { log: (line) => logged.push(line) })
    expect(logged).toEqual([expect.stringContaining(`its owner (pid ${holder.pid} on`)])
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(`pid ${process.pid} on host`)
    await release()
  }, 30_000)

  it('refuses a live holder in another process, saying who it is and when to retry', async () => {
    const dataDir = tempDataDir()
    const holder = await startLockHolder(dataDir)
    try {
      const refusal = lockDataDirectory(dataDir)
      await expect(refusal).rejects.toThrow(`pid ${holder.pid} on host`)
      await expect(refusal).rejects.toThrow(/If it has stopped, retry after \d{4}-\d\d-\d\dT/)
    } finally {
      holder.kill('SIGKILL')
      await once(holder, 'exit')
    }
  }, 30_000)
})

/** A separate Node process that takes the lock, says so on stdout and then waits to be killed. */
async function startLockHolder(dataDir: string) {
  const script = `import { lockDataDirectory } from './src/server/db/lock.ts'
await lockDataDirectory(process.env.DATA_DIR)
console.log('locked')
setInterval(() => {}, 1000)`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer]
  expect(chunk.toString()).toContain('locked')
  return child
}
