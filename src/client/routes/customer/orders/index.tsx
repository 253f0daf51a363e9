import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '../../../features/layout/ComingSoon'

export const Route = createFileRoute('/customer/orders/')({
  component: OrderListRoute,
})

function OrderListRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Đơn hàng của tôi`} />
}
