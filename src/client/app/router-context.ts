import type { QueryClient } from '@tanstack/react-query'
import type { AuthClient } from '@client/features/auth'

/** What every route's beforeLoad and loader receive. */
export type RouterContext = {
  queryClient: QueryClient
  auth: AuthClient
  /** Rendering a first screen on the server, once: loaders wait for their data (route-loader.ts). */
  onServer: boolean
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Hides the header and footer (the translate view opens alone in a new window). */
    bare?: boolean
    /** The area draws its own (slim) header: the storefront's header and footer are left out (the staff console). */
    ownHeader?: boolean
  }
}
