import { createFileRoute } from '@tanstack/react-router'
import { LinkItemsPage, linkItemsListQueryOptions, linkItemsSearchSchema, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/link-items')({
  validateSearch: linkItemsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(linkItemsListQueryOptions(args.deps))]),
  component: LinkItemsRoute,
})

function LinkItemsRoute() {
  const navigate = Route.useNavigate()
  return <LinkItemsPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
