import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '../../../features/layout/ComingSoon'

export const Route = createFileRoute('/customer/orders/$id')({
  component: OrderDetailRoute,
})

function OrderDetailRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Chi tiết đơn hàng`} />
}
