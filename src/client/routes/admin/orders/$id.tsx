import { createFileRoute } from '@tanstack/react-router'
import { adminOrderQueryOptions, consoleIdParams, ConsoleNotFound, OrderPage, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/orders/$id')({
  params: consoleIdParams,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(adminOrderQueryOptions(args.params.id))]),
  component: OrderRoute,
  notFoundComponent: ConsoleNotFound,
})

function OrderRoute() {
  const { id } = Route.useParams()
  return <OrderPage key={id} orderId={id} />
}
