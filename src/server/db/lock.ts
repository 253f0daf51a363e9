import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import lockfile from 'proper-lockfile'

/** A holder refreshes the lock every UPDATE_MS; one silent for STALE_MS is taken over by proper-lockfile. */
const STALE_MS = 10_000
const UPDATE_MS = 2_000

/** Who holds the lock; `lockId` ties the record to the lock directory it was written for. */
interface LockOwner {
  pid: number
  host: string
  since: string
  lockId: string
}

export class DataDirectoryBusyError extends Error {
  constructor(dataDir: string, detail: string) {
    super(
      `The data directory ${dataDir} is in use by another storefront process (a running server or seed): ${detail} ` +
        'PGlite cannot share a directory between processes: stop the other process first, or point DATA_DIR elsewhere.',
    )
    this.name = 'DataDirectoryBusyError'
  }
}

interface LockOptions {
  /** Where the take-over of a dead process's lock is reported. */
  log?: (line: string) => void
}

/**
 * PGlite does not lock its directory, and two processes writing to it lose data.
 * Every process that opens the directory holds this lock for as long as it runs. A lock left by a process
 * killed without cleanup (kill -9, power loss) is taken over at once when its owner is known to be dead
 * (same host, pid gone); otherwise the refusal says who holds it and when it would count as stale.
 */
export async function lockDataDirectory(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true })
  const paths = lockPaths(dataDir)
  const release = (await tryAcquire(dataDir, paths.lock)) ?? (await takeOverDeadLock(dataDir, paths, options))
  writeOwner(paths)
  return async () => {
    rmSync(paths.owner, { force: true })
    await release()
  }
}

async function takeOverDeadLock(dataDir: string, paths: LockPaths, options: LockOptions) {
  const owner = readOwner(paths)
  if (!owner || !isDeadOnThisHost(owner) || !removeDeadLock(paths, owner)) {
    throw new DataDirectoryBusyError(dataDir, busyDetail(paths, readOwner(paths)))
  }
  ;(options.log ?? console.warn)(
    `Took over the lock of ${dataDir}: its owner (pid ${owner.pid} on ${owner.host}, since ${owner.since}) is no longer running.`,
  )
  const release = await tryAcquire(dataDir, paths.lock)
  if (!release) throw new DataDirectoryBusyError(dataDir, busyDetail(paths, readOwner(paths)))
  return release
}

function lockPaths(dataDir: string) {
  const lock = `${dataDir}/.storefront.lock`
  // Beside the lock directory, not in it: proper-lockfile removes the directory with rmdir.
  return { lock, owner: `${lock}.owner.json` }
}

type LockPaths = ReturnType<typeof lockPaths>

/** The release function, or null when another process holds the lock. */
async function tryAcquire(dataDir: string, lockfilePath: string) {
  try {
    return await lockfile.lock(dataDir, { lockfilePath, stale: STALE_MS, update: UPDATE_MS, realpath: false })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') return null
    throw error
  }
}

/** Identity of one lock directory: a new directory (after a release or a take-over) gets a new one. */
function lockIdOf(lockPath: string): string | null {
  try {
    const stat = statSync(lockPath)
    return `${stat.ino}:${stat.birthtimeMs}`
  } catch {
    return null
  }
}

function writeOwner(paths: LockPaths) {
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), lockId: lockIdOf(paths.lock) ?? '' }
  writeFileSync(paths.owner, JSON.stringify(owner))
}

/** The owner of the current lock directory, or null when unknown (no record, or one left by an earlier lock). */
function readOwner(paths: LockPaths, lockPath = paths.lock): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(paths.owner, 'utf8')) as LockOwner
    return owner.lockId === lockIdOf(lockPath) ? owner : null
  } catch {
    return null
  }
}

function isDeadOnThisHost(owner: LockOwner): boolean {
  if (owner.host !== hostname() || owner.pid === process.pid) return false
  try {
    process.kill(owner.pid, 0)
    return false
  } catch (error) {
    // EPERM: the pid exists but belongs to another user — alive.
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * Moves the dead owner's lock directory aside (an atomic rename: of two processes starting at once only one
 * moves it) and checks that what was moved is that directory; if another process had taken the lock in
 * between, its directory is put back and false is returned.
 */
function removeDeadLock(paths: LockPaths, dead: LockOwner): boolean {
  const aside = `${paths.lock}.dead-${process.pid}`
  try {
    renameSync(paths.lock, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  if (lockIdOf(aside) !== dead.lockId) {
    renameSync(aside, paths.lock)
    return false
  }
  rmSync(aside, { recursive: true, force: true })
  return true
}

function busyDetail(paths: LockPaths, owner: LockOwner | null): string {
  const who = owner ? `pid ${owner.pid} on host ${owner.host}, since ${owner.since}` : 'owner unknown'
  const staleAt = lockStaleAt(paths.lock)
  const retry = staleAt ? ` If it has stopped, retry after ${staleAt.toISOString()}, when its lock turns stale.` : ''
  return `${who}.${retry}`
}

function lockStaleAt(lockPath: string): Date | null {
  try {
    return new Date(statSync(lockPath).mtimeMs + STALE_MS)
  } catch {
    return null
  }
}
