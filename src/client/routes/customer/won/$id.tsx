import { createFileRoute } from '@tanstack/react-router'
import { loadAuctionMessages, WonLotPage } from '@client/features/auctions'
import { orderIdFromParam } from '@client/features/orders'

/** What happens next with a lot I won, by its order's id (the won notification opens it). */
export const Route = createFileRoute('/customer/won/$id')({
  loader: loadAuctionMessages,
  component: WonLotRoute,
})

function WonLotRoute() {
  const { id } = Route.useParams()
  return <WonLotPage orderId={orderIdFromParam(id)} />
}
