import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { ConfigError, authEmulatorHost, loadConfig } from '@server/config'
import { isAuthEmulator } from '@server/identity/emulator'
import { UnknownAccountError } from '@server/identity/staff-claims'
import { AdminUsageError, runAdminCommand } from './admin-commands'

class EmulatorUnreachableError extends Error {}

/** `npm run admin -- staff add <email>`: sets Firebase custom claims on the configured project (the emulator for demo- projects). */
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
  for (const line of await runAdminCommand(process.argv.slice(2), auth)) console.log(line)
}

main().then(
  () => process.exit(0),
  (error) => {
    const known = [ConfigError, AdminUsageError, EmulatorUnreachableError, UnknownAccountError].some((kind) => error instanceof kind)
    console.error(known ? error.message : error)
    process.exit(error instanceof AdminUsageError ? 2 : 1)
  },
)
