import { createFileRoute } from '@tanstack/react-router'
import { prefetchScreen, TariffsPage, tariffsQueryOptions } from '@client/features/admin'

export const Route = createFileRoute('/admin/tariffs')({
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(tariffsQueryOptions())]),
  component: TariffsPage,
})
