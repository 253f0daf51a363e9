import { z } from 'zod/mini'

/**
 * A value that stays as written in the URL: the router reads `order_id=1001` as the number 1001
 * (and would write a string "1001" back quoted), so numbers are kept as numbers and shown as text.
 */
const textOrNumber = z.catch(z.optional(z.union([z.string(), z.number()])), undefined)

/** /payment-information: the amount text (price) and the order id for the transfer content, or a checkout of several orders. */
export const paymentInformationSearchSchema = z.object({
  price: textOrNumber,
  order_id: textOrNumber,
  checkout_id: textOrNumber,
})

/** The search value as text (undefined when absent). */
export const searchText = (value: string | number | undefined) => (value === undefined ? undefined : String(value))
