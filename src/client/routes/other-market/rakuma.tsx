import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { MarketCategoryPage, ensureMarketCategoryData, otherMarketCategorySearchSchema, textOf } from '@client/features/other-market'

const RAKUMA = 'rakuma'

/** The flea market's category page (spec §2: the menu's Rakuma goes here; categories drill down by parent). */
export const Route = createFileRoute('/other-market/rakuma')({
  validateSearch: otherMarketCategorySearchSchema,
  loader: ({ context }) => waitOnServer(context, ensureMarketCategoryData(context.queryClient, RAKUMA)),
  component: RakumaRoute,
})

function RakumaRoute() {
  return <MarketCategoryPage shopParam={RAKUMA} parent={textOf(Route.useSearch().parent)} />
}
