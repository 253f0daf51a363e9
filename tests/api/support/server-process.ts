import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { once } from 'node:events'
import { freePort } from './free-port'

export type ServerProcess = {
  baseUrl: string
  pid: number
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string
  /** SIGKILL: no clean-up of any kind, as in a crash or power loss. */
  crash: () => Promise<void>
  /** SIGTERM: the server's own orderly stop. */
  stop: () => Promise<void>
}

const READY_LINE = 'Storefront ready'

/** node's arguments in `npm run serve` (package.json: its flags, then dist/server-app/start.js). */
function servedArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }
  return scripts.serve.split(/\s+/).slice(1)
}

/**
 * The real server process on 127.0.0.1 and a free port, with `env` on top of this process's environment;
 * resolves once it listens. `source` runs src/server/cli/start.ts through tsx (tests: always today's code);
 * `built` runs dist/server-app/start.js with `npm run serve`'s flags (benchmarks, after `npm run build:server`).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: {
    readyTimeoutMs?: number /** Once it listens, what the server writes to stderr is shown with this prefix. */
    stderrPrefix?: string
    entry?: 'source' | 'built'
  } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const args = options.entry === 'built' ? servedArguments() : ['--import', 'tsx', 'src/server/cli/start.ts']
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const exited = once(child, 'exit')
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString())
      if (chunk.toString().includes(READY_LINE)) resolve()
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}:\n${output.join('').slice(-3000)}`)))
    const timeoutMs = options.readyTimeoutMs ?? 120_000
    setTimeout(() => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output.join('').slice(-3000)}`)), timeoutMs).unref()
  })
  try {
    await ready
  } catch (error) {
    await ended('SIGKILL')
    throw error
  }
  const { stderrPrefix } = options
  if (stderrPrefix !== undefined) child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`${stderrPrefix}${chunk}`))
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output.join(''),
    crash: () => ended('SIGKILL'),
    stop: () => ended('SIGTERM'),
  }
}
