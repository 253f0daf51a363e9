import { createFileRoute } from '@tanstack/react-router'
import { AuctionLogPage, auctionLogSearchSchema, type AuctionLogSearch, loadAuctionMessages } from '@client/features/auctions'

export const Route = createFileRoute('/customer/auction-log')({
  validateSearch: auctionLogSearchSchema,
  loader: loadAuctionMessages,
  component: AuctionLogRoute,
})

function AuctionLogRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <AuctionLogPage search={search} onSearchChange={(next: AuctionLogSearch) => void navigate({ search: next })} />
}
