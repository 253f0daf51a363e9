import { createFileRoute } from '@tanstack/react-router'
import { AffiliateHomePage } from '@client/features/other-market/AffiliateHomePage'
import { ensureMarketCategoryData, marketListQueryOptions } from '@client/features/other-market/market-query'
import { marketOf } from '@client/features/other-market/markets'

export const Route = createFileRoute('/other-market/home/$shopId')({
  loader: ({ context, params }) => {
    const shop = marketOf(params.shopId)
    if (!shop) return
    const warming = [
      ...ensureMarketCategoryData(context.queryClient, shop.path),
      context.queryClient.ensureQueryData(marketListQueryOptions(shop.path, {})),
    ]
    void Promise.allSettled(warming)
  },
  component: AffiliateShopHomeRoute,
})

function AffiliateShopHomeRoute() {
  const { shopId } = Route.useParams()
  return <AffiliateHomePage key={shopId} shopParam={shopId} />
}
