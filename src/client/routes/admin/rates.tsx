import { createFileRoute } from '@tanstack/react-router'
import { prefetchScreen, RatesPage, rateHistoryQueryOptions } from '@client/features/admin'

export const Route = createFileRoute('/admin/rates')({
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(rateHistoryQueryOptions())]),
  component: RatesPage,
})
