import { createFileRoute } from '@tanstack/react-router'
import { MarketListPage } from '@client/features/other-market/MarketListPage'
import { ensureMarketListData } from '@client/features/other-market/market-query'
import { marketOf } from '@client/features/other-market/markets'
import { otherMarketListSearchSchema } from '@client/features/other-market/search-params'

export const Route = createFileRoute('/other-market/products/$shopId')({
  validateSearch: otherMarketListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Warms the cache with the options the screen reads; the screen shows its skeletons meanwhile.
  loader: ({ context, params, deps }) => {
    const shop = marketOf(params.shopId)
    if (shop) void Promise.allSettled(ensureMarketListData(context.queryClient, shop.path, deps.search))
  },
  component: OtherMarketListRoute,
})

function OtherMarketListRoute() {
  const { shopId } = Route.useParams()
  return <MarketListPage key={shopId} shopParam={shopId} search={Route.useSearch()} />
}
