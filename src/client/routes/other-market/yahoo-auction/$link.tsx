import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { loadAuctionMessages, preloadAuctionPanel } from '@client/features/auctions'
import { MarketDetailPage, ensureMarketDetailData } from '@client/features/other-market'

const YAHOO_AUCTION = 'yahoo-auction'

/** The auction the bid log links to: the Yahoo Auction listing's page with its bidding panel. */
export const Route = createFileRoute('/other-market/yahoo-auction/$link')({
  loader: async ({ context, params }) => {
    // The bidding panel is a chunk of its own (issue 25), fetched with the lot's texts.
    await Promise.all([loadAuctionMessages(), preloadAuctionPanel()])
    return waitOnServer(context, ensureMarketDetailData(context.queryClient, YAHOO_AUCTION, params.link, undefined))
  },
  component: YahooAuctionRoute,
})

function YahooAuctionRoute() {
  const { link } = Route.useParams()
  return <MarketDetailPage shopParam={YAHOO_AUCTION} id={link} append={undefined} />
}
