import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { HomePage, homeConfigQueryOptions, topProductsQueryOptions, latestNewsQueryOptions } from '@client/features/home'

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    waitOnServer(context, [
      context.queryClient.ensureQueryData(homeConfigQueryOptions()),
      context.queryClient.ensureQueryData(topProductsQueryOptions()),
      context.queryClient.ensureQueryData(latestNewsQueryOptions()),
    ]),
  component: HomePage,
})
