import { createFileRoute } from '@tanstack/react-router'
import { prefetchScreen, TransfersPage, transfersListQueryOptions, transfersSearchSchema } from '@client/features/admin'

export const Route = createFileRoute('/admin/transfers')({
  validateSearch: transfersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(transfersListQueryOptions(args.deps))]),
  component: TransfersRoute,
})

function TransfersRoute() {
  const navigate = Route.useNavigate()
  return <TransfersPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
}
