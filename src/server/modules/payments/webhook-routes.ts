import { bankWebhookBodySchema, bankWebhookResponseSchema } from '@shared/contracts/payments'
import type { App } from '@server/http/types'
import type { Notifier } from '@server/modules/notifications'
import { receiveBankTransfer } from './transfers'

/** The bank feed's scope (http/scopes.ts: `Authorization: Apikey <BANK_WEBHOOK_API_KEY>`), under /api/payments. */
export type PaymentWebhookRouteDeps = { notifier: Notifier }

export async function paymentWebhookRoutes(app: App, { notifier }: PaymentWebhookRouteDeps) {
  app.post(
    '/bank-webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'SePay’s transfer webhook: each transfer recorded once by its id, matched to an order by the code in its content, credited and applied in one transaction',
        body: bankWebhookBodySchema,
        response: { 200: bankWebhookResponseSchema },
      },
    },
    async (request) => {
      await receiveBankTransfer(app.db, { notifier, accountNumber: app.config.BANK_ACCOUNT_NUMBER }, request.body, app.clock.now())
      return { success: true as const }
    },
  )
}
