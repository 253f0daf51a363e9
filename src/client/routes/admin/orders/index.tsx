import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage, ordersListQueryOptions, ordersSearchSchema, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/orders/')({
  validateSearch: ordersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(ordersListQueryOptions(args.deps))]),
  component: OrdersRoute,
})

function OrdersRoute() {
  const navigate = Route.useNavigate()
  return <OrdersPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
