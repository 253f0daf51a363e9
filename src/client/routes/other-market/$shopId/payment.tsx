import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@client/features/auth/require-auth'
import { DirectOrderPage } from '@client/features/other-market/DirectOrderPage'
import { directOrderSearchSchema } from '@client/features/other-market/search-params'

export const Route = createFileRoute('/other-market/$shopId/payment')({
  beforeLoad: requireSignedIn,
  validateSearch: directOrderSearchSchema,
  component: DirectOrderRoute,
})

function DirectOrderRoute() {
  const { shopId } = Route.useParams()
  return <DirectOrderPage shopParam={shopId} search={Route.useSearch()} />
}
