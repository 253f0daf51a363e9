import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { ConfigError, authEmulatorHost, loadConfig } from '@server/config'
import { isAuthEmulator } from '@server/identity/emulator'
import { UnknownAccountError } from '@server/identity/staff-claims'
import { ApiUsageError, parseApiCommand, runApiCommand } from './admin-api-commands'
import { AdminUsageError, runAdminCommand } from './admin-commands'
import { AdminRefusal, connectAsStaff } from './staff-api'

class EmulatorUnreachableError extends Error {}

/**
 * `npm run admin -- staff add <email>` sets Firebase custom claims on the configured project (the
 * emulator for demo- projects); every other command acts through the running server's staff API
 * as a staff member (see admin-api-commands.ts) — never on the database directly.
 */
async function main() {
  const config = loadConfig()
  const emulatorHost = authEmulatorHost(config)
  if (emulatorHost) {
    if (!(await isAuthEmulator(emulatorHost))) {
      throw new EmulatorUnreachableError(
        `The Firebase Auth emulator of ${config.FIREBASE_PROJECT_ID} is not reachable at ${emulatorHost}. ` +
          'Start the storefront first (npm start launches it), or point FIREBASE_AUTH_EMULATOR_HOST at a running one.',
      )
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
  }
  const auth = getAuth(initializeApp({ projectId: config.FIREBASE_PROJECT_ID }))
  const argv = process.argv.slice(2)
  if (argv[0] === 'staff') {
    for (const line of await runAdminCommand(argv, auth)) console.log(line)
    return
  }
  const command = parseApiCommand(argv)
  const { as = process.env.ADMIN_AS, server, ...flags } = command.flags
  const api = await connectAsStaff(config, auth, { as, server })
  for (const line of await runApiCommand({ positional: command.positional, flags }, api)) console.log(line)
}

const USAGE_ERRORS = [AdminUsageError, ApiUsageError]
const KNOWN_ERRORS = [ConfigError, EmulatorUnreachableError, UnknownAccountError, AdminRefusal, ...USAGE_ERRORS]

main().then(
  () => process.exit(0),
  (error) => {
    const usage = USAGE_ERRORS.some((kind) => error instanceof kind)
    console.error(KNOWN_ERRORS.some((kind) => error instanceof kind) ? error.message : error)
    process.exit(usage ? 2 : 1)
  },
)
