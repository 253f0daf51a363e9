import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { selfSignedCertificate } from '../api/support/self-signed-certificate'
import { E2E_BANK_WEBHOOK_API_KEY } from './support/bank-feed'
import { outputDirOf } from './support/run-reports'

// Random ports unless given, so parallel runs on one machine don't collide. Set in the
// environment so Playwright's worker processes (which inherit it) agree with the runner. Both stay
// below Linux's ephemeral range (32768 and up), where any outgoing connection (to PostgreSQL, say) may
// hold a port for a moment: the emulator's second and third ports were once taken that way.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 6_000))
process.env.E2E_AUTH_EMULATOR_PORT ??= String(26_000 + Math.floor(Math.random() * 6_000))
const PORT = Number(process.env.E2E_PORT)
const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT)
export const BASE_URL = `http://127.0.0.1:${PORT}`
// The push e2e's local push service: the server trusts its certificate (NODE_EXTRA_CA_CERTS) and may send to 127.0.0.1.
process.env.E2E_PUSH_CERT_DIR ??= dirname(selfSignedCertificate().certPath)

/** Chromium from Debian: Playwright cannot download its own browser on these machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? outputDirOf(null)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps each test's duration (beside the shard's output, which Playwright empties at start).
  reporter: [['list'], ['json', { outputFile: join('../..', `${OUTPUT_DIR}.json`) }]],
  outputDir: join('../..', OUTPUT_DIR),
  use: {
    baseURL: BASE_URL,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The same server `npm start` runs (the client is built by `npm run test:e2e` just before).
    command: 'npm run serve',
    cwd: '../..',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-e2e-')),
      AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT),
      FIREBASE_PROJECT_ID: 'demo-storefront',
      // The wallet and order screens are tried on the demo simulator's histories and box trails.
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      NODE_EXTRA_CA_CERTS: join(process.env.E2E_PUSH_CERT_DIR, 'cert.pem'),
      PUSH_SERVICE_HOSTS: '127.0.0.1:*',
      // The bank feed's webhook (payments.e2e.ts posts a transfer as SePay would).
      BANK_WEBHOOK_API_KEY: E2E_BANK_WEBHOOK_API_KEY,
      // Staff accounts are asked again this often (60 s by default): staff-roles.e2e.ts sees role changes and removals apply.
      STAFF_RECHECK_SECONDS: '2',
    },
  },
})
