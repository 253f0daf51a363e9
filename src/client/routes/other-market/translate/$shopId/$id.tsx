import { createFileRoute } from '@tanstack/react-router'
import { TranslatePage, otherMarketDetailSearchSchema, textOf } from '@client/features/other-market'

/** Opens in a new window, without header and footer (staticData.bare). */
export const Route = createFileRoute('/other-market/translate/$shopId/$id')({
  staticData: { bare: true },
  validateSearch: otherMarketDetailSearchSchema,
  component: TranslateRoute,
})

function TranslateRoute() {
  const { shopId, id } = Route.useParams()
  return <TranslatePage shopParam={shopId} id={id} append={textOf(Route.useSearch().append)} />
}
