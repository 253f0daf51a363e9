import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { AffiliateHomePage, ensureMarketHomeData } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/home/$shopId')({
  loader: ({ context, params }) => waitOnServer(context, ensureMarketHomeData(context.queryClient, params.shopId)),
  component: AffiliateShopHomeRoute,
})

function AffiliateShopHomeRoute() {
  const { shopId } = Route.useParams()
  return <AffiliateHomePage key={shopId} shopParam={shopId} />
}
