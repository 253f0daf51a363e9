import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { loadAuctionMessages } from '@client/features/auctions'
import { EcoringListPage, ecoringSearchSchema, ensureEcoringListData } from '@client/features/ecoring'

export const Route = createFileRoute('/other-market/ecoring/')({
  validateSearch: ecoringSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    await loadAuctionMessages()
    return waitOnServer(context, ensureEcoringListData(context.queryClient, deps.search))
  },
  component: EcoringRoute,
})

function EcoringRoute() {
  return <EcoringListPage search={Route.useSearch()} />
}
