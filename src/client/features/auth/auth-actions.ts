import { queryClient } from '@client/app/query-client'
import { forgetPrivateData } from '@client/app/query-scope'
import { loadFirebaseSession, type FirebaseSession } from './firebase-session'

export type SocialProvider = 'google' | 'apple'

async function session(): Promise<FirebaseSession> {
  const loaded = await loadFirebaseSession()
  if (!loaded) throw new AuthUnavailableError()
  return loaded
}

/** Thrown when the identity service cannot be reached (no configuration, offline first start). */
export class AuthUnavailableError extends Error {
  readonly code = 'app/auth-unavailable'
  constructor() {
    super('Authentication is unavailable')
  }
}

async function applyPersistence({ auth, sdk }: FirebaseSession, remember: boolean) {
  await sdk.setPersistence(auth, remember ? sdk.browserLocalPersistence : sdk.browserSessionPersistence)
}

export async function signInWithEmail(email: string, password: string, remember: boolean) {
  const current = await session()
  await applyPersistence(current, remember)
  await current.sdk.signInWithEmailAndPassword(current.auth, email, password)
}

export async function signInWithSocial(provider: SocialProvider, remember: boolean) {
  const current = await session()
  await applyPersistence(current, remember)
  const authProvider = provider === 'google' ? new current.sdk.GoogleAuthProvider() : new current.sdk.OAuthProvider('apple.com')
  await current.sdk.signInWithPopup(current.auth, authProvider)
}

export async function registerWithEmail(email: string, password: string) {
  const current = await session()
  await applyPersistence(current, true)
  await current.sdk.createUserWithEmailAndPassword(current.auth, email, password)
}

export async function sendPasswordReset(email: string) {
  const current = await session()
  await current.sdk.sendPasswordResetEmail(current.auth, email)
}

const signOutTasks = new Set<() => Promise<void>>()

/**
 * Work that must happen while the customer is still signed in, on sign-out (e.g. this device stops
 * getting their push notifications). A failing task does not keep anyone signed in. Returns the unregister.
 */
export function beforeSignOut(task: () => Promise<void>): () => void {
  signOutTasks.add(task)
  return () => signOutTasks.delete(task)
}

/** Signs out and forgets the previous customer's cached data (orders, cart, profile). */
export async function signOut() {
  const current = await session()
  await Promise.allSettled([...signOutTasks].map((task) => task()))
  await current.sdk.signOut(current.auth)
  forgetPrivateData(queryClient)
}
