import { createFileRoute } from '@tanstack/react-router'
import { loadAuctionMessages, WatchListPage } from '@client/features/auctions'

export const Route = createFileRoute('/customer/watchlist')({
  loader: loadAuctionMessages,
  component: WatchListPage,
})
