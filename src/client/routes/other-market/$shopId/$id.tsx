import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { MarketDetailPage, ensureMarketDetailData, otherMarketDetailSearchSchema, textOf } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/$shopId/$id')({
  validateSearch: otherMarketDetailSearchSchema,
  loaderDeps: ({ search }) => ({ append: search.append }),
  loader: ({ context, params, deps }) =>
    waitOnServer(context, ensureMarketDetailData(context.queryClient, params.shopId, params.id, textOf(deps.append))),
  component: OtherMarketDetailRoute,
})

function OtherMarketDetailRoute() {
  const { shopId, id } = Route.useParams()
  return <MarketDetailPage shopParam={shopId} id={id} append={textOf(Route.useSearch().append)} />
}
