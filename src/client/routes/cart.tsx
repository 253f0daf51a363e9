import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '../features/layout/ComingSoon'
import { requireSignedIn } from '../features/auth/require-auth'

export const Route = createFileRoute('/cart')({
  beforeLoad: requireSignedIn,
  component: CartRoute,
})

function CartRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Giỏ hàng`} />
}
