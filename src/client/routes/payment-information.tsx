import { createFileRoute } from '@tanstack/react-router'
import { PaymentInformationPage, paymentInformationSearchSchema, searchText } from '@client/features/payment'

export const Route = createFileRoute('/payment-information')({
  validateSearch: paymentInformationSearchSchema,
  component: PaymentInformationRoute,
})

function PaymentInformationRoute() {
  const { price, order_id } = Route.useSearch()
  return <PaymentInformationPage price={searchText(price)} orderId={searchText(order_id)} />
}
