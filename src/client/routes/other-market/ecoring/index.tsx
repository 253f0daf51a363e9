import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { EcoringListPage, ecoringSearchSchema, ensureEcoringListData } from '@client/features/ecoring'

export const Route = createFileRoute('/other-market/ecoring/')({
  validateSearch: ecoringSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => waitOnServer(context, ensureEcoringListData(context.queryClient, deps.search)),
  component: EcoringRoute,
})

function EcoringRoute() {
  return <EcoringListPage search={Route.useSearch()} />
}
