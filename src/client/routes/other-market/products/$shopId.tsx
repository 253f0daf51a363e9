import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { MarketListPage, ensureMarketListData, otherMarketListSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/products/$shopId')({
  validateSearch: otherMarketListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => waitOnServer(context, ensureMarketListData(context.queryClient, params.shopId, deps.search)),
  component: OtherMarketListRoute,
})

function OtherMarketListRoute() {
  const { shopId } = Route.useParams()
  return <MarketListPage key={shopId} shopParam={shopId} search={Route.useSearch()} />
}
