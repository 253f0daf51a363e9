import { z } from 'zod'
import { idParamsSchema } from './fields'

/**
 * One checkout's payment (issue 27): a checkout of several shops makes one order per shop, all naming
 * the checkout; they are paid together by one bank transfer whose content is the checkout's code (split
 * over its unpaid orders in order, as the bank feed does) or by one wallet payment.
 */

/** The checkout's transfer content: OSG + its id on six digits (OS + digits names one order instead). */
export function checkoutCode(id: number): string {
  return `OSG${String(id).padStart(6, '0')}`
}

export const checkoutIdParamsSchema = idParamsSchema

/** One order of the checkout as its payment shows it: what it has due now (0 when it cannot take money now). */
export const checkoutOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  shop_id: z.number().int(),
  status_id: z.number().int(),
  amount_due: z.number().int(),
  /** A buy-by-link price awaits staff: nothing is applied to it until then. */
  price_pending: z.boolean(),
  /** No delivery address yet: it is paid once one is chosen. */
  needs_address: z.boolean(),
})
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>

/** GET /api/checkouts/:id/payment: the checkout's orders, the total due now and what the customer's wallet can pay. */
export const checkoutPaymentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  orders: z.array(checkoutOrderSchema),
  /** VND: the sum of the orders' amounts due. */
  total_due: z.number().int(),
  /** VND: what the customer's dong wallet has available now (posted balance less pending debits). */
  wallet_available: z.number().int(),
})
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>
export const checkoutPaymentResponseSchema = z.object({ data: checkoutPaymentSchema })

/** POST /api/checkouts/:id/pay-from-wallet: what the wallet paid, order by order, and the payment after. */
export const checkoutWalletPaymentSchema = z.object({
  paid: z.array(z.object({ order_id: z.number().int(), amount: z.number().int() })),
  total_paid: z.number().int(),
  payment: checkoutPaymentSchema,
})
export type CheckoutWalletPayment = z.infer<typeof checkoutWalletPaymentSchema>
export const checkoutWalletPaymentResponseSchema = z.object({ data: checkoutWalletPaymentSchema })
