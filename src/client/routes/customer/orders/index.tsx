import { createFileRoute } from '@tanstack/react-router'
import { OrderListPage, orderListSearchSchema, type OrderListSearch } from '@client/features/orders'

export const Route = createFileRoute('/customer/orders/')({
  validateSearch: orderListSearchSchema,
  component: OrderListRoute,
})

function OrderListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <OrderListPage search={search} onSearchChange={(next: OrderListSearch) => void navigate({ search: next })} />
}
