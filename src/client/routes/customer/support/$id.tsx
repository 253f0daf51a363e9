import { createFileRoute } from '@tanstack/react-router'
import { SupportThreadPage, loadSupportMessages } from '@client/features/support'

export const Route = createFileRoute('/customer/support/$id')({
  loader: loadSupportMessages,
  component: SupportThreadRoute,
})

function SupportThreadRoute() {
  const { id } = Route.useParams()
  return <SupportThreadPage id={/^\d{1,10}$/.test(id) ? Number(id) : 0} />
}
