import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { HomePage } from '@client/features/home/HomePage'
import { homeConfigQueryOptions, topProductsQueryOptions } from '@client/features/home/home-query'
import { latestNewsQueryOptions } from '@client/features/home/latest-news-query'

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    waitOnServer(context, [
      context.queryClient.ensureQueryData(homeConfigQueryOptions()),
      context.queryClient.ensureQueryData(topProductsQueryOptions()),
      context.queryClient.ensureQueryData(latestNewsQueryOptions()),
    ]),
  component: HomePage,
})
