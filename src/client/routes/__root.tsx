import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@client/app/router-context'
import { waitOnServer } from '@client/app/route-loader'
import { AppLayout, NotFoundPage } from '@client/features/layout'
import { exchangeRateQueryOptions } from '@client/features/rates'
import { shopListQueryOptions } from '@client/features/shops'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's rate and the main menu's markets, on every screen.
  loader: ({ context }) =>
    waitOnServer(context, [
      context.queryClient.ensureQueryData(exchangeRateQueryOptions()),
      context.queryClient.ensureQueryData(shopListQueryOptions()),
    ]),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
})
