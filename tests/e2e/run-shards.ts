import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { E2E_DIR, outputDirOf, readDurations, removeRunReports } from './support/run-reports'
import { exactFileFilter, splitIntoShards } from './support/shard-split'

/**
 * Runs the e2e suite as E2E_SHARDS Playwright processes side by side (2 by default), each a shard of
 * the test files with a server of its own (its own port, data directory and Auth emulator, see
 * playwright.config.ts), so no test shares a database with one running at the same moment. Most of an
 * e2e test's time is waiting for pages, so two shards use the machine's two cores far better than one.
 * The whole suite is dealt to the shards by each file's last measured time (support/shard-split.ts);
 * with arguments (`npm run test:e2e -- tests/e2e/cart.e2e.ts`) they go to every shard, split by Playwright.
 */
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const extraArgs = process.argv.slice(2)
// Ports below Linux's ephemeral range, one block per run so two runs on one machine don't collide.
const portBlock = 20_000 + Math.floor(Math.random() * 500) * 10

/** Which tests shard `index` (1-based) runs: its share of the files, or the arguments and Playwright's split of them. */
function shardArgs(index: number, dealt: string[][] | null): string[] {
  if (SHARDS === 1) return extraArgs
  if (dealt) return dealt[index - 1].map(exactFileFilter)
  return [`--shard=${index}/${SHARDS}`, ...extraArgs]
}

function runShard(index: number, dealt: string[][] | null): Promise<number> {
  const label = SHARDS > 1 ? `[${index}/${SHARDS}] ` : ''
  const args = ['playwright', 'test', '--config', `${E2E_DIR}/playwright.config.ts`, ...shardArgs(index, dealt)]
  const child = spawn('npx', args, {
    env: {
      ...process.env,
      E2E_PORT: String(portBlock + index),
      E2E_AUTH_EMULATOR_PORT: String(portBlock + 6_000 + index * 3),
      E2E_OUTPUT_DIR: outputDirOf({ index, of: SHARDS }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(label + line))
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

/** The whole suite's files dealt to the shards by their recorded times; null when Playwright splits (arguments, one shard). */
function dealtFiles(): string[][] | null {
  if (SHARDS === 1 || extraArgs.length > 0) return null
  const files = readdirSync(E2E_DIR).filter((name) => name.endsWith('.e2e.ts'))
  return splitIntoShards(files, readDurations(), SHARDS)
}

// Reports of an earlier run would mix into `npm run e2e:durations`.
removeRunReports()
const dealt = dealtFiles()
const codes = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => runShard(shard + 1, dealt)))
const failed = codes.filter((code) => code !== 0).length
console.log(failed === 0 ? `e2e: all ${SHARDS} shards passed` : `e2e: ${failed} of ${SHARDS} shards failed`)
process.exit(failed === 0 ? 0 : 1)
