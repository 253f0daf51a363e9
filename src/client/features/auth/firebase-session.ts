import { useEffect } from 'react'
import type { Auth } from 'firebase/auth'
import { setIdTokenSource } from '@client/app/api-client'
import { loadClientConfig } from '@client/app/client-config'
import { currentLocale } from '@client/app/i18n'
import { authReady, getAuthState, setAuthState, type AuthUser } from './auth-store'

type AuthSdk = typeof import('firebase/auth')
export type FirebaseSession = { auth: Auth; sdk: AuthSdk }

let pending: Promise<FirebaseSession | null> | undefined
let loaded: FirebaseSession | null = null

/** Loads Firebase lazily (its own chunk, never in the first-paint bundle) with the server's config. */
export function loadFirebaseSession(): Promise<FirebaseSession | null> {
  pending ??= createSession().then(
    (session) => {
      if (!session) pending = undefined // no configuration yet (offline first start): try again next time
      return session
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** Sign-in forms call this on mount so Firebase is there by the time the customer submits. */
export function usePreloadFirebase() {
  useEffect(() => {
    void loadFirebaseSession().catch(() => undefined)
  }, [])
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
  // Follows the sign-in state from the moment Firebase is there (start-up, idle time or a sign-in form).
  sdk.onIdTokenChanged(auth, (user) => {
    setAuthState(user ? { status: 'signed-in', user: toAuthUser(user) } : { status: 'signed-out', user: null })
  })
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

/** Where browserLocalPersistence / browserSessionPersistence keep a signed-in user. */
const PERSISTED_USER_PREFIX = 'firebase:authUser:'

/** Whether Firebase has a remembered (localStorage) or one-off (sessionStorage) session to restore. */
export function hasPersistedSession(): boolean {
  try {
    for (const store of [localStorage, sessionStorage]) {
      for (let index = 0; index < store.length; index++) {
        if (store.key(index)?.startsWith(PERSISTED_USER_PREFIX)) return true
      }
    }
  } catch {
    return true // storage unreadable: let Firebase decide
  }
  return false
}

/** A sign-in in another tab writes Firebase's persisted user: follow it by loading Firebase here too. */
function loadOnSignInElsewhere(load: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith(PERSISTED_USER_PREFIX) || !event.newValue) return
    window.removeEventListener('storage', onStorage)
    load()
  }
  window.addEventListener('storage', onStorage)
}

/**
 * Starts following the sign-in state; called once at start-up. Firebase (~46 kB gzip, plus Google's
 * iframe helper it loads on initialisation) is only fetched right away when it has a session to
 * restore. A visitor without one is known to be signed out at once, and Firebase loads when it is
 * needed: the sign-in and register forms (usePreloadFirebase), any sign-in action, or a sign-in
 * made in another tab.
 */
export function startAuthSession() {
  setIdTokenSource(idToken)
  const load = () =>
    void loadFirebaseSession().then(
      (session) => {
        if (!session && getAuthState().status === 'loading') setAuthState({ status: 'signed-out', user: null })
      },
      () => {
        if (getAuthState().status === 'loading') setAuthState({ status: 'signed-out', user: null })
      },
    )
  if (hasPersistedSession()) {
    load()
    return
  }
  setAuthState({ status: 'signed-out', user: null })
  loadOnSignInElsewhere(load)
}

/** The current ID token, or null when signed out. */
export async function idToken({ wait }: { wait: boolean }): Promise<string | null> {
  if (wait) await authReady()
  if (getAuthState().status !== 'signed-in' || !loaded?.auth.currentUser) return null
  // A token that cannot be refreshed (offline) is left out; the call then fails on its own terms.
  return loaded.auth.currentUser.getIdToken().catch(() => null)
}
