import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { loadAuctionMessages, preloadAuctionPanel } from '@client/features/auctions'
import { findShop, isSoldByBidding } from '@shared/shops/registry'
import { MarketDetailPage, ensureMarketDetailData, otherMarketDetailSearchSchema, textOf } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/$shopId/$id')({
  validateSearch: otherMarketDetailSearchSchema,
  loaderDeps: ({ search }) => ({ append: search.append }),
  loader: async ({ context, params, deps }) => {
    // A lot's page shows the bidding panel, a chunk of its own (issue 25) whose texts are the auctions' catalogue.
    const shop = findShop(params.shopId)
    if (shop && isSoldByBidding(shop.id)) await Promise.all([loadAuctionMessages(), preloadAuctionPanel()])
    return waitOnServer(context, ensureMarketDetailData(context.queryClient, params.shopId, params.id, textOf(deps.append)))
  },
  component: OtherMarketDetailRoute,
})

function OtherMarketDetailRoute() {
  const { shopId, id } = Route.useParams()
  return <MarketDetailPage shopParam={shopId} id={id} append={textOf(Route.useSearch().append)} />
}
