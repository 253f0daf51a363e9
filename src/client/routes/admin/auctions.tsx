import { createFileRoute } from '@tanstack/react-router'
import { AuctionDeskPage, auctionDeskQueryOptions, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/auctions')({
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(auctionDeskQueryOptions())]),
  component: AuctionDeskPage,
})
