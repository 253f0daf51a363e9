import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@client/features/auth'
import { DirectOrderPage, directOrderSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/$shopId/payment')({
  beforeLoad: requireSignedIn,
  validateSearch: directOrderSearchSchema,
  component: DirectOrderRoute,
})

function DirectOrderRoute() {
  const { shopId } = Route.useParams()
  return <DirectOrderPage shopParam={shopId} search={Route.useSearch()} />
}
