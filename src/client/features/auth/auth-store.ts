export type AuthStatus = 'loading' | 'signed-in' | 'signed-out'

/** The Firebase identity of the signed-in customer (spec §3 User identity). */
export type AuthUser = {
  uid: string
  email: string | null
  displayName: string | null
  photoURL: string | null
  emailVerified: boolean
}

export type AuthState = { status: AuthStatus; user: AuthUser | null }

let state: AuthState = { status: 'loading', user: null }
const listeners = new Set<() => void>()

export function getAuthState(): AuthState {
  return state
}

export function setAuthState(next: AuthState) {
  state = next
  for (const listener of listeners) listener()
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Resolves once Firebase has told us whether someone is signed in. */
export function authReady(): Promise<AuthState> {
  if (state.status !== 'loading') return Promise.resolve(state)
  return new Promise((resolve) => {
    const unsubscribe = subscribeAuth(() => {
      if (state.status === 'loading') return
      unsubscribe()
      resolve(state)
    })
  })
}
