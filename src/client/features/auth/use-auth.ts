import { useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { getAuthState, subscribeAuth, type AuthState } from './auth-store'
import { signOut } from './auth-actions'
import { idToken } from './firebase-session'
import { currentUserQueryOptions } from './current-user-query'

export type UseAuth = AuthState & {
  getIdToken: () => Promise<string | null>
  signOut: () => Promise<void>
}

const getIdToken = () => idToken({ wait: true })

/** The sign-in state: { status, user, getIdToken(), signOut }. */
export function useAuth(): UseAuth {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState)
  return { ...state, getIdToken, signOut }
}

/** Our numeric customer (GET /api/users/me) while someone is signed in. */
export function useCurrentUser() {
  const { user } = useAuth()
  return useQuery({ ...currentUserQueryOptions(user?.uid ?? ''), enabled: Boolean(user) })
}
