import { createFileRoute } from '@tanstack/react-router'
import { EcoringListPage, ecoringSearchSchema } from '@client/features/ecoring'

export const Route = createFileRoute('/other-market/ecoring/')({
  validateSearch: ecoringSearchSchema,
  component: EcoringRoute,
})

function EcoringRoute() {
  return <EcoringListPage search={Route.useSearch()} />
}
