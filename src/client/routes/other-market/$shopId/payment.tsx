import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'
import { requireSignedIn } from '@client/features/auth'
import { directOrderSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/$shopId/payment')({
  beforeLoad: requireSignedIn,
  validateSearch: directOrderSearchSchema,
  component: DirectOrderRoute,
})

function DirectOrderRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Đặt hàng trực tiếp`} />
}
