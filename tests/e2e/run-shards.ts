import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * Runs the e2e suite as E2E_SHARDS Playwright processes side by side (2 by default), each a shard of
 * the test files with a server of its own (its own port, data directory and Auth emulator, see
 * playwright.config.ts), so no test shares a database with one running at the same moment. Most of an
 * e2e test's time is waiting for pages, so two shards use the machine's two cores far better than one.
 * Arguments go to every shard (`npm run test:e2e -- tests/e2e/cart.e2e.ts`).
 */
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const extraArgs = process.argv.slice(2)
// Ports below Linux's ephemeral range, one block per run so two runs on one machine don't collide.
const portBlock = 20_000 + Math.floor(Math.random() * 500) * 10

function runShard(index: number): Promise<number> {
  const label = SHARDS > 1 ? `[${index}/${SHARDS}] ` : ''
  const args = [
    'playwright',
    'test',
    '--config',
    'tests/e2e/playwright.config.ts',
    ...(SHARDS > 1 ? [`--shard=${index}/${SHARDS}`] : []),
    ...extraArgs,
  ]
  const child = spawn('npx', args, {
    env: {
      ...process.env,
      E2E_PORT: String(portBlock + index),
      E2E_AUTH_EMULATOR_PORT: String(portBlock + 6_000 + index * 3),
      E2E_OUTPUT_DIR: `test-results/e2e${SHARDS > 1 ? `-shard-${index}` : ''}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(label + line))
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

const codes = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => runShard(shard + 1)))
const failed = codes.filter((code) => code !== 0).length
console.log(failed === 0 ? `e2e: all ${SHARDS} shards passed` : `e2e: ${failed} of ${SHARDS} shards failed`)
process.exit(failed === 0 ? 0 : 1)
