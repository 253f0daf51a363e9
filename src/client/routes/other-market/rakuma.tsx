import { createFileRoute } from '@tanstack/react-router'
import { MarketCategoryPage } from '@client/features/other-market/MarketCategoryPage'
import { ensureMarketCategoryData } from '@client/features/other-market/market-query'
import { otherMarketCategorySearchSchema } from '@client/features/other-market/search-params'

const RAKUMA = 'rakuma'

/** The flea market's category page (spec §2: the menu's Rakuma goes here; categories drill down by parent). */
export const Route = createFileRoute('/other-market/rakuma')({
  validateSearch: otherMarketCategorySearchSchema,
  loader: ({ context }) => void Promise.allSettled(ensureMarketCategoryData(context.queryClient, RAKUMA)),
  component: RakumaRoute,
})

function RakumaRoute() {
  return <MarketCategoryPage shopParam={RAKUMA} parent={Route.useSearch().parent} />
}
