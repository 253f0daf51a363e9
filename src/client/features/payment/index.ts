/** The public surface of this feature: other modules and features import only from here. */
export { CheckoutPaymentPage, checkoutNumber } from './CheckoutPaymentPage'
export { PaymentInformationPage } from './PaymentInformationPage'
export { paymentInformationSearchSchema, searchText } from './payment-information-search'
