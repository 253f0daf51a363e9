import { createFileRoute } from '@tanstack/react-router'
import { LedgerPage, prefetchScreen, walletsSearchSchema, warmLedger } from '@client/features/admin'

export const Route = createFileRoute('/admin/wallets')({
  validateSearch: walletsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [warmLedger(queryClient, args.deps)]),
  component: WalletsRoute,
})

function WalletsRoute() {
  const navigate = Route.useNavigate()
  return <LedgerPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
