import { createFileRoute } from '@tanstack/react-router'
import { OrderListPage } from '@client/features/orders/OrderListPage'
import { orderListSearchSchema, type OrderListSearch } from '@client/features/orders/order-search'

export const Route = createFileRoute('/customer/orders/')({
  validateSearch: orderListSearchSchema,
  component: OrderListRoute,
})

function OrderListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <OrderListPage search={search} onSearchChange={(next: OrderListSearch) => void navigate({ search: next })} />
}
