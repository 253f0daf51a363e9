import { createFileRoute } from '@tanstack/react-router'
import { consoleIdParams, ConsoleNotFound, CustomerPage, customerPageQueryOptions, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/customers/$id')({
  params: consoleIdParams,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(customerPageQueryOptions(args.params.id))]),
  component: CustomerRoute,
  notFoundComponent: ConsoleNotFound,
})

function CustomerRoute() {
  const { id } = Route.useParams()
  return <CustomerPage key={id} customerId={id} />
}
