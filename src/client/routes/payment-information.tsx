import { createFileRoute } from '@tanstack/react-router'
import {
  CheckoutPaymentPage,
  PaymentInformationPage,
  checkoutNumber,
  paymentInformationSearchSchema,
  searchText,
} from '@client/features/payment'

export const Route = createFileRoute('/payment-information')({
  validateSearch: paymentInformationSearchSchema,
  component: PaymentInformationRoute,
})

function PaymentInformationRoute() {
  const { price, order_id, checkout_id } = Route.useSearch()
  const checkoutId = checkoutNumber(searchText(checkout_id))
  if (checkoutId > 0) return <CheckoutPaymentPage checkoutId={checkoutId} />
  return <PaymentInformationPage price={searchText(price)} orderId={searchText(order_id)} />
}
