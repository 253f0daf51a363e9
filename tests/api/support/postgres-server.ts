import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'

export type PostgresServer = {
  url: (database?: string) => string
  /**
   * Stops the server (fast shutdown: open sessions are ended) and keeps its data; `resume` starts it
   * again on the same port. Both run without blocking this process (an app under test keeps serving).
   */
  pause: () => Promise<void>
  resume: () => Promise<void>
  stop: () => void
}

/**
 * A throwaway PostgreSQL for the API tests: initdb into a temp dir (as user postgres when we
 * are root, since initdb refuses root), a free port on 127.0.0.1, removed afterwards.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'))
  const dataDir = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    chmodSync(dir, 0o755)
    chownSync(dir, uid('postgres'), gid('postgres'))
  }
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const env = { ...process.env, PATH: pgPath() }
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...commandLine(command, args), { encoding: 'utf8', env })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  }
  const runAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(...commandLine(command, args), { env }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command} failed: ${stderr || stdout}`)) : resolve(),
      )
    })
  const port = await freePort()
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  const startArgs = [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]
  run('pg_ctl', startArgs)
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pause: () => runAsync('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']),
    resume: () => runAsync('pg_ctl', startArgs),
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-w', '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

function pgPath(): string {
  return `${process.env.PATH}:/usr/lib/postgresql/15/bin`
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
}

function gid(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim())
}
