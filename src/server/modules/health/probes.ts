import { sql } from 'drizzle-orm'
import { authEmulatorHost, type Config } from '@server/config'
import type { DatabaseHandle } from '@server/db/client'
import { isAuthEmulator } from '@server/identity/emulator'
import type { JobDefinitions, JobQueue } from '@server/jobs'

export type DependencyState = 'up' | 'down' | 'off'

/** A dependency that does not answer within this is down for the health report. */
const PROBE_TIMEOUT_MS = 2_000
/** Google's keys that ID tokens are verified with: what firebase-admin fetches for a real project. */
const FIREBASE_KEYS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com'
/** The health route is public: a real project's identity provider is asked at most this often. */
const IDENTITY_PROBE_TTL_MS = 30_000

export async function probeDatabase(database: DatabaseHandle): Promise<{ state: DependencyState; latencyMs: number }> {
  const started = performance.now()
  const state = await withinTimeout(database.db.execute(sql`select 1`).then(() => 'up' as const))
  return { state, latencyMs: Math.round((performance.now() - started) * 10) / 10 }
}

/** Any job queue: the health report only asks whether it reaches its tables. */
export type ProbedQueue = Pick<JobQueue<JobDefinitions>, 'probe'>

export function probeJobs(jobs: ProbedQueue): Promise<DependencyState> {
  return withinTimeout(jobs.probe())
}

/** Whether ID tokens can be verified now: the Auth emulator answers, or Google's keys can be fetched. */
export function identityProbe(config: Config): { provider: 'emulator' | 'firebase'; probe: () => Promise<DependencyState> } {
  const emulatorHost = authEmulatorHost(config)
  if (emulatorHost) {
    return { provider: 'emulator', probe: () => withinTimeout(isAuthEmulator(emulatorHost).then((ready) => (ready ? 'up' : 'down'))) }
  }
  const fetchKeys = () =>
    withinTimeout(
      fetch(FIREBASE_KEYS_URL, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then((response) => (response.ok ? 'up' : 'down')),
    )
  return { provider: 'firebase', probe: remembered(fetchKeys, IDENTITY_PROBE_TTL_MS) }
}

function withinTimeout(probe: Promise<DependencyState>): Promise<DependencyState> {
  const timeout = new Promise<DependencyState>((resolve) => setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS).unref())
  return Promise.race([probe.catch(() => 'down' as const), timeout])
}

function remembered(probe: () => Promise<DependencyState>, ttlMs: number): () => Promise<DependencyState> {
  let last: { at: number; state: Promise<DependencyState> } | null = null
  return () => {
    if (!last || Date.now() - last.at > ttlMs) last = { at: Date.now(), state: probe() }
    return last.state
  }
}
