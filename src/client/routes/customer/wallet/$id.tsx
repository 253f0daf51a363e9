import { createFileRoute } from '@tanstack/react-router'
import { WalletDetailPage, walletDetailSearchSchema, type WalletDetailSearch } from '@client/features/wallet'

export const Route = createFileRoute('/customer/wallet/$id')({
  validateSearch: walletDetailSearchSchema,
  component: WalletDetailRoute,
})

function WalletDetailRoute() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const replaceSearch = (next: WalletDetailSearch) => void navigate({ search: next, replace: true })
  return <WalletDetailPage walletId={/^\d+$/.test(id) ? Number(id) : 0} search={search} onSearchChange={replaceSearch} />
}
