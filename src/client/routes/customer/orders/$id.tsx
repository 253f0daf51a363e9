import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailPage, orderDetailSearchSchema, orderIdFromParam, type OrderDetailSearch } from '@client/features/orders'

export const Route = createFileRoute('/customer/orders/$id')({
  validateSearch: orderDetailSearchSchema,
  component: OrderDetailRoute,
})

function OrderDetailRoute() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const replaceSearch = (next: OrderDetailSearch) => void navigate({ search: next, replace: true })
  return <OrderDetailPage orderId={orderIdFromParam(id)} search={search} onSearchChange={replaceSearch} />
}
