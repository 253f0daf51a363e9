import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type RunningEmulator = { host: string; stop: () => Promise<void> }

// Generous: on a busy machine (a CI runner beside other jobs) the emulator has taken over a minute to answer.
const READY_TIMEOUT_MS = 180_000

/**
 * Starts the Firebase Auth emulator for a demo- project: no account, no network.
 * Reuses an emulator already answering on the port (e.g. a developer's own).
 */
export async function startAuthEmulator(options: {
  projectId: string
  port: number
  log?: (line: string) => void
}): Promise<RunningEmulator> {
  const host = `127.0.0.1:${options.port}`
  if (await isAuthEmulator(host)) return { host, stop: async () => {} }

  const workDir = mkdtempSync(join(tmpdir(), 'storefront-auth-emulator-'))
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify(emulatorConfig(options.port)))
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js')
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', options.projectId], {
    cwd: workDir,
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString())
    options.log?.(chunk.toString())
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  const stop = () => stopChild(child).finally(() => rmSync(workDir, { recursive: true, force: true }))
  try {
    await waitUntilReady(host, child)
  } catch (error) {
    await stop()
    throw new Error(`The Firebase Auth emulator did not start: ${(error as Error).message}\n${output.join('').slice(-2000)}`)
  }
  return { host, stop }
}

function emulatorConfig(port: number) {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }
}

export async function isAuthEmulator(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } }
    return body.authEmulator?.ready === true
  } catch {
    return false
  }
}

async function waitUntilReady(host: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`)
    if (await isAuthEmulator(host)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`)
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGINT')
  })
}
