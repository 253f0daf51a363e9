import { authReady, getAuthState } from './auth-store'
import type { AuthClient } from './require-auth'

/** What the router context knows about sign-in (context.auth). */
export const authClient: AuthClient = { ready: authReady, getState: getAuthState }
