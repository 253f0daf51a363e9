import { checkoutIdParamsSchema, checkoutPaymentResponseSchema, checkoutWalletPaymentResponseSchema } from '@shared/contracts/checkout'
import { requireIdentity } from '@server/http/authentication'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import type { Notifier } from '@server/modules/notifications'
import { currentUser } from '@server/modules/users'
import { checkoutPayment, payCheckoutFromWallet } from './checkout-payment'
import type { OrderMoney } from './order-money'

const tags = ['orders']

/** One checkout's payment (its orders paid together): read it, pay it from the wallet. Customer scope. */
export type CheckoutRouteDeps = { notifier: Notifier; orderMoney: OrderMoney }

export async function checkoutRoutes(app: App, { notifier, orderMoney }: CheckoutRouteDeps) {
  app.get(
    '/api/checkouts/:id/payment',
    {
      schema: {
        tags,
        summary:
          "One of my checkouts' payment: its orders with what each has due, the total, its transfer code and my wallet's available amount; 404 for anyone else's",
        params: checkoutIdParamsSchema,
        response: { 200: checkoutPaymentResponseSchema, ...errorResponses(403, 404, 503) },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return { data: await checkoutPayment(app.db, orderMoney, customer.id, request.params.id) }
    },
  )

  app.post(
    '/api/checkouts/:id/pay-from-wallet',
    {
      schema: {
        tags,
        summary:
          'Pay one of my checkouts from my dong wallet: its orders in order, each up to what it has due, as far as the wallet goes; 409 when nothing is due, 422 when the wallet is empty',
        params: checkoutIdParamsSchema,
        response: { 200: checkoutWalletPaymentResponseSchema, ...errorResponses(403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      const { uid, email } = requireIdentity(request)
      return writeAndAnswer(request, app.db, async (tx) => ({
        data: await payCheckoutFromWallet(
          tx,
          { money: orderMoney, notifier },
          { uid, email },
          customer.id,
          request.params.id,
          app.clock.now(),
        ),
      }))
    },
  )
}
