import type { Auth } from 'firebase/auth'
import { setIdTokenSource } from '../../app/api-client'
import { loadClientConfig } from '../../app/client-config'
import { currentLocale } from '../../app/i18n'
import { authReady, getAuthState, setAuthState, type AuthUser } from './auth-store'

type AuthSdk = typeof import('firebase/auth')
export type FirebaseSession = { auth: Auth; sdk: AuthSdk }

let pending: Promise<FirebaseSession | null> | undefined
let loaded: FirebaseSession | null = null

/** Loads Firebase lazily (its own chunk, never in the first-paint bundle) with the server's config. */
export function loadFirebaseSession(): Promise<FirebaseSession | null> {
  pending ??= createSession()
  return pending
}

async function createSession(): Promise<FirebaseSession | null> {
  const config = await loadClientConfig()
  if (!config) return null
  const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')])
  const app = initializeApp(config.firebase)
  const auth = sdk.initializeAuth(app, {
    // A remembered session lives in localStorage, a one-off one in sessionStorage: look in both.
    persistence: [sdk.browserLocalPersistence, sdk.browserSessionPersistence],
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  })
  if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true })
  auth.languageCode = currentLocale()
  loaded = { auth, sdk }
  return loaded
}

function toAuthUser(user: NonNullable<Auth['currentUser']>): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  }
}

/** Starts following the sign-in state; called once at start-up. */
export async function startAuthSession() {
  setIdTokenSource(idToken)
  const session = await loadFirebaseSession().catch(() => null)
  if (!session) {
    setAuthState({ status: 'signed-out', user: null })
    return
  }
  session.sdk.onIdTokenChanged(session.auth, (user) => {
    setAuthState(user ? { status: 'signed-in', user: toAuthUser(user) } : { status: 'signed-out', user: null })
  })
}

/** The current ID token, or null when signed out. */
export async function idToken({ wait }: { wait: boolean }): Promise<string | null> {
  if (wait) await authReady()
  if (getAuthState().status !== 'signed-in' || !loaded?.auth.currentUser) return null
  // A token that cannot be refreshed (offline) is left out; the call then fails on its own terms.
  return loaded.auth.currentUser.getIdToken().catch(() => null)
}
