/**
 * Cold start and idle memory (issue 25): the server process started on an existing PGlite data directory
 * (demo data, seeded by a first start), timed from spawn to listening, then its resident memory after
 * COLD_START_IDLE_SECONDS idle. Two ways to run it, alternately in the same run: `built` (what `npm run
 * serve` runs: dist/server-app/start.js by node; `npm run bench:cold-start` builds it first) and `source`
 * (src/server/cli/start.ts through tsx, how it started before); each with the Auth emulator already
 * running (as with a real Firebase project: nothing to start) and with its own emulator to start (`npm
 * start` on a demo- project). Prints a table and the load average; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAuthEmulator } from '@server/identity/emulator'
import { freePortRange } from '../api/support/free-port'
import { spawnServer } from '../api/support/server-process'
import { printTable, stopAfter } from './support/load'
import { rssMiB } from './support/measures'

const ROUNDS = Number(process.env.COLD_START_ROUNDS ?? 3)
const IDLE_SECONDS = Number(process.env.COLD_START_IDLE_SECONDS ?? 10)
const PROJECT_ID = 'demo-storefront'

type Entry = 'built' | 'source'
type Emulator = 'running' | 'own'
type Sample = { entry: Entry; emulator: Emulator; seconds: number; rssMiB: number }

async function startOnce(dataDir: string, entry: Entry, emulator: Emulator, emulatorHost: string): Promise<Sample> {
  const env: Record<string, string> = { DATA_DIR: dataDir, FIREBASE_PROJECT_ID: PROJECT_ID, DEMO_DATA: 'on' }
  if (emulator === 'running') env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
  else env.AUTH_EMULATOR_PORT = String(await freePortRange(3))
  const started = performance.now()
  const server = await spawnServer(env, { entry, readyTimeoutMs: 180_000 })
  const seconds = (performance.now() - started) / 1000
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
  const memory = rssMiB(server.pid)
  await server.stop()
  return { entry, emulator, seconds, rssMiB: memory }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

stopAfter(30)
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-cold-start-'))
const emulator = await startAuthEmulator({ projectId: PROJECT_ID, port: await freePortRange(3) })
try {
  // The first start seeds the demo data; every measured start finds it there.
  await (
    await spawnServer(
      { DATA_DIR: dataDir, FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
      { entry: 'built', readyTimeoutMs: 300_000 },
    )
  ).stop()
  const samples: Sample[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['running', 'own'] as const) {
      for (const entry of ['built', 'source'] as const) samples.push(await startOnce(dataDir, entry, mode, emulator.host))
    }
  }
  const rows = (['running', 'own'] as const).flatMap((mode) => {
    const of = (entry: Entry) => samples.filter((sample) => sample.entry === entry && sample.emulator === mode)
    const sourceSeconds = median(of('source').map((sample) => sample.seconds))
    return (['built', 'source'] as const).map((entry) => {
      const seconds = of(entry).map((sample) => sample.seconds)
      const memory = of(entry).map((sample) => sample.rssMiB)
      return [
        mode === 'running' ? 'already running' : 'started by the server',
        entry === 'built' ? 'node dist/server-app (npm run serve)' : 'tsx src/server/cli/start.ts',
        median(seconds).toFixed(1),
        `${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)}`,
        (median(seconds) / sourceSeconds).toFixed(2),
        median(memory).toFixed(0),
      ]
    })
  })
  console.log(
    `\nStart on an existing PGlite data directory (demo data) to listening; RSS after ${IDLE_SECONDS} s idle. ${ROUNDS} rounds, alternately.`,
  )
  printTable(['Auth emulator', 'server run as', 'start s (median)', 'min–max s', 'vs tsx', 'idle RSS MiB'], rows)
  console.log(
    `\nload average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
} finally {
  await emulator.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
