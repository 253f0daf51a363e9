import { createFileRoute } from '@tanstack/react-router'
import { MarketSearchPage } from '@client/features/other-market/MarketSearchPage'
import { marketSearchQueryOptions } from '@client/features/other-market/market-query'
import { otherMarketSearchSchema } from '@client/features/other-market/search-params'

export const Route = createFileRoute('/other-market/search')({
  validateSearch: otherMarketSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Warms the cache with the options the screen reads; the screen shows its skeletons meanwhile.
  loader: ({ context, deps }) => {
    if (deps.search.search?.trim()) void context.queryClient.ensureQueryData(marketSearchQueryOptions(deps.search)).catch(() => undefined)
  },
  component: OtherMarketSearchRoute,
})

function OtherMarketSearchRoute() {
  return <MarketSearchPage search={Route.useSearch()} />
}
