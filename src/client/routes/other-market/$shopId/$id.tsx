import { createFileRoute } from '@tanstack/react-router'
import { marketItemRef } from '@shared/catalog/product-path'
import { MarketDetailPage } from '@client/features/other-market/MarketDetailPage'
import { ensureMarketDetailData } from '@client/features/other-market/market-query'
import { marketOf } from '@client/features/other-market/markets'
import { otherMarketDetailSearchSchema } from '@client/features/other-market/search-params'

export const Route = createFileRoute('/other-market/$shopId/$id')({
  validateSearch: otherMarketDetailSearchSchema,
  loaderDeps: ({ search }) => ({ append: search.append }),
  // Warms the cache with the options the screen reads; the screen shows its skeleton meanwhile.
  loader: ({ context, params, deps }) => {
    const shop = marketOf(params.shopId)
    if (shop) void Promise.allSettled(ensureMarketDetailData(context.queryClient, shop.path, marketItemRef(params.id, deps.append)))
  },
  component: OtherMarketDetailRoute,
})

function OtherMarketDetailRoute() {
  const { shopId, id } = Route.useParams()
  return <MarketDetailPage shopParam={shopId} id={id} append={Route.useSearch().append} />
}
