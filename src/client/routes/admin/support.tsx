import { createFileRoute } from '@tanstack/react-router'
import { prefetchScreen, SupportInboxPage, supportInboxListQueryOptions, supportSearchSchema } from '@client/features/admin'

export const Route = createFileRoute('/admin/support')({
  validateSearch: supportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(supportInboxListQueryOptions(args.deps))]),
  component: SupportRoute,
})

function SupportRoute() {
  const navigate = Route.useNavigate()
  return <SupportInboxPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
