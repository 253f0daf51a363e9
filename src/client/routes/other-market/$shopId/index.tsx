import { createFileRoute } from '@tanstack/react-router'
import { MarketCategoryPage } from '@client/features/other-market/MarketCategoryPage'
import { ensureMarketCategoryData } from '@client/features/other-market/market-query'
import { marketOf } from '@client/features/other-market/markets'
import { otherMarketCategorySearchSchema } from '@client/features/other-market/search-params'

export const Route = createFileRoute('/other-market/$shopId/')({
  validateSearch: otherMarketCategorySearchSchema,
  loader: ({ context, params }) => {
    const shop = marketOf(params.shopId)
    if (shop) void Promise.allSettled(ensureMarketCategoryData(context.queryClient, shop.path))
  },
  component: OtherMarketCategoryRoute,
})

function OtherMarketCategoryRoute() {
  const { shopId } = Route.useParams()
  return <MarketCategoryPage shopParam={shopId} parent={Route.useSearch().parent} />
}
