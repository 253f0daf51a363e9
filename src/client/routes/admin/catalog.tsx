import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage, catalogueListQueryOptions, prefetchScreen, textListSearchSchema } from '@client/features/admin'

export const Route = createFileRoute('/admin/catalog')({
  validateSearch: textListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(catalogueListQueryOptions(args.deps))]),
  component: CatalogueRoute,
})

function CatalogueRoute() {
  const navigate = Route.useNavigate()
  return <CataloguePage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
