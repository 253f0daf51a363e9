import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadAuctionMessages } from '@client/features/auctions'
import { ECORING_DETAIL_OPTIONS, EcoringDetailPage, type EcoringDetailOption } from '@client/features/ecoring'

export const Route = createFileRoute('/other-market/ecoring/detail/$option/$id')({
  beforeLoad: ({ params }) => {
    if (!ECORING_DETAIL_OPTIONS.includes(params.option as EcoringDetailOption)) throw notFound()
  },
  loader: loadAuctionMessages,
  component: EcoringDetailRoute,
})

function EcoringDetailRoute() {
  const { option, id } = Route.useParams()
  return <EcoringDetailPage option={option as EcoringDetailOption} id={id} />
}
