import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '@client/routeTree.gen'
import { authClient, subscribeAuth } from '@client/features/auth'
import { NotFoundPage, ErrorPage } from '@client/features/layout'

type AppRouterOptions = { queryClient: QueryClient; history?: RouterHistory; onServer?: boolean }

/** One router per page load in the browser, one per request when the server renders a first screen. */
export function createAppRouter({ queryClient, history, onServer = false }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, auth: authClient, onServer },
    defaultPreload: 'intent',
    // The query cache already keeps data fresh: the router need not cache loader results itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/** Browser-only behaviour: scroll to the top on navigation (spec §2), re-check guards on sign-in/out. */
export function followBrowserEvents(router: AppRouter) {
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) window.scrollTo({ top: 0, left: 0 })
  })
  // Signing in or out re-runs the guards, so a protected page is left once its customer signs out.
  let lastStatus = authClient.getState().status
  subscribeAuth(() => {
    const status = authClient.getState().status
    if (status === lastStatus) return
    const settledFirst = lastStatus === 'loading'
    lastStatus = status
    // The guards wait for the first answer (`auth.ready()`): only a later change needs them again.
    if (!settledFirst) void router.invalidate()
  })
}
