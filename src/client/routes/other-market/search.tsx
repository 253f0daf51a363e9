import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { MarketSearchPage, ensureMarketSearchData, otherMarketSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/search')({
  validateSearch: otherMarketSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => waitOnServer(context, ensureMarketSearchData(context.queryClient, deps.search)),
  component: OtherMarketSearchRoute,
})

function OtherMarketSearchRoute() {
  return <MarketSearchPage search={Route.useSearch()} />
}
