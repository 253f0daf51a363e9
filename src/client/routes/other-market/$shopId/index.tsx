import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { MarketCategoryPage, ensureMarketCategoryData, otherMarketCategorySearchSchema, textOf } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/$shopId/')({
  validateSearch: otherMarketCategorySearchSchema,
  loader: ({ context, params }) => waitOnServer(context, ensureMarketCategoryData(context.queryClient, params.shopId)),
  component: OtherMarketCategoryRoute,
})

function OtherMarketCategoryRoute() {
  const { shopId } = Route.useParams()
  return <MarketCategoryPage shopParam={shopId} parent={textOf(Route.useSearch().parent)} />
}
