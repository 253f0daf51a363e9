import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '../features/layout/ComingSoon'
import { paymentInformationSearchSchema } from '../features/payment/payment-information-search'

export const Route = createFileRoute('/payment-information')({
  validateSearch: paymentInformationSearchSchema,
  component: PaymentInformationRoute,
})

function PaymentInformationRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Thông tin thanh toán`} />
}
