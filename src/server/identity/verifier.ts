import { initializeApp, deleteApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'

export type VerifiedIdentity = {
  uid: string
  email: string | null
  name: string | null
  /** The Firebase custom claim `staff: true` (set by `npm run admin -- staff add <email>`). */
  staff: boolean
}

/** Verifies Firebase ID tokens. Throws on any invalid, expired or unknown token. */
export type IdentityVerifier = {
  verify(idToken: string): Promise<VerifiedIdentity>
  close(): Promise<void>
}

let appCounter = 0

/**
 * With a real project firebase-admin checks the token's signature. The Auth emulator issues
 * unsigned tokens, so there we also ask the emulator whether the account exists and is enabled
 * (checkRevoked) — otherwise any hand-made token with the right claims would pass.
 */
export function createFirebaseVerifier(options: { projectId: string; emulatorHost?: string }): IdentityVerifier {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  const app: App = initializeApp({ projectId: options.projectId }, `storefront-${++appCounter}`)
  const auth = getAuth(app)
  const checkRevoked = Boolean(options.emulatorHost)
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken, checkRevoked)
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        staff: decoded.staff === true,
      }
    },
    close: () => deleteApp(app),
  }
}
