import { createFileRoute } from '@tanstack/react-router'
import { PermissionsPage, permissionRequestsQueryOptions, permissionsSearchSchema, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/permissions')({
  validateSearch: permissionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(permissionRequestsQueryOptions(args.deps.status ?? 'pending'))]),
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const navigate = Route.useNavigate()
  return <PermissionsPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
