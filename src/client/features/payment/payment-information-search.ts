import { z } from 'zod/mini'
import { optionalText } from '../../app/search-params'

/** /payment-information: the amount text (price) and the order id for the transfer content. */
export const paymentInformationSearchSchema = z.object({
  price: optionalText,
  order_id: optionalText,
})
