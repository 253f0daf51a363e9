import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@client/features/home/HomePage'
import { homeConfigQueryOptions } from '@client/features/home/home-query'
import { latestNewsQueryOptions } from '@client/features/home/latest-news-query'

export const Route = createFileRoute('/')({
  // Warm the cache without blocking: the page shows its skeletons meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(homeConfigQueryOptions())
    void context.queryClient.prefetchQuery(latestNewsQueryOptions())
  },
  component: HomePage,
})
