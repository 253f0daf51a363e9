import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '../../../features/layout/ComingSoon'
import { requireSignedIn } from '../../../features/auth/require-auth'
import { directOrderSearchSchema } from '../../../features/other-market/search-params'

export const Route = createFileRoute('/other-market/$shopId/payment')({
  beforeLoad: requireSignedIn,
  validateSearch: directOrderSearchSchema,
  component: DirectOrderRoute,
})

function DirectOrderRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Đặt hàng trực tiếp`} />
}
