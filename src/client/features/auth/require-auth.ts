import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AuthState } from './auth-store'

export type AuthClient = {
  ready: () => Promise<AuthState>
  getState: () => AuthState
}

type GuardArgs = { context: { auth: AuthClient }; location: ParsedLocation }

/** beforeLoad guard of protected routes: waits for the sign-in state, else goes to /login. */
export async function requireSignedIn({ context, location }: GuardArgs) {
  const state = await context.auth.ready()
  if (state.status !== 'signed-in' || !state.user) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
  return { authUser: state.user }
}
