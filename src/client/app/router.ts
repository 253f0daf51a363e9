import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { queryClient } from './query-client'
import { authClient } from '../features/auth/auth-client'
import { subscribeAuth } from '../features/auth/auth-store'
import { NotFoundPage } from '../features/layout/NotFoundPage'
import { ErrorPage } from '../features/layout/ErrorPage'

export const router = createRouter({
  routeTree,
  context: { queryClient, auth: authClient },
  defaultPreload: 'intent',
  // The query cache already keeps data fresh: the router need not cache loader results itself.
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

/** Navigation scrolls to the top (spec §2). */
router.subscribe('onResolved', ({ pathChanged }) => {
  if (pathChanged) window.scrollTo({ top: 0, left: 0 })
})

// Signing in or out re-runs the guards, so a protected page is left once its customer signs out.
let lastStatus = authClient.getState().status
subscribeAuth(() => {
  const status = authClient.getState().status
  if (status === lastStatus) return
  lastStatus = status
  void router.invalidate()
})
