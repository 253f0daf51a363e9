import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage, dashboardQueryOptions, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/')({
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(dashboardQueryOptions())]),
  component: DashboardPage,
})
