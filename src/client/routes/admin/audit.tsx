import { createFileRoute } from '@tanstack/react-router'
import { AuditPage, auditListQueryOptions, auditSearchSchema, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/audit')({
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(auditListQueryOptions(args.deps))]),
  component: AuditRoute,
})

function AuditRoute() {
  const navigate = Route.useNavigate()
  return <AuditPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
