import { z } from 'zod'
import { orderSchema } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'

/**
 * After winning a lot (issue 27): by when its order is to be paid, and the steps from the win to the
 * customer's door — one rule, read by the won notification (server) and the "what happens next" page.
 */

/** A won lot's order is paid within this many hours of the win (the shop then pays the seller, who waits only days). */
export const WON_LOT_PAYMENT_HOURS = 48

/** When a lot won at `wonAt` (unix seconds: its order's creation) is to be paid by, unix seconds. */
export function wonLotPayBy(wonAt: number): number {
  return wonAt + WON_LOT_PAYMENT_HOURS * 3600
}

/** Pay us; we buy it at Yahoo Auction / Ecoring; it arrives at our Japan warehouse; it ships to Vietnam; delivered. */
export const WON_LOT_STEPS = ['pay', 'buy', 'warehouse', 'ship', 'delivered'] as const
export type WonLotStep = (typeof WON_LOT_STEPS)[number]

/**
 * Where the order stands among the steps, by its status: the current step (`done` once delivered),
 * or `stopped` for an order cancelled or out of stock (no step is current).
 */
export type WonLotProgress = { step: WonLotStep; done: boolean; stopped: boolean }

const STEP_OF_STATUS: Record<number, WonLotStep> = {
  [ORDER_STATUS.Newish]: 'pay',
  [ORDER_STATUS.Pending]: 'pay',
  [ORDER_STATUS.Paid]: 'buy',
  [ORDER_STATUS.PaidToSupplier]: 'warehouse',
  [ORDER_STATUS.WaitingToReceive]: 'warehouse',
  [ORDER_STATUS.ReceivedAtWarehouse]: 'ship',
  [ORDER_STATUS.Debited]: 'ship',
  [ORDER_STATUS.Finish]: 'delivered',
}

export function wonLotProgress(statusId: number): WonLotProgress {
  const step = STEP_OF_STATUS[statusId]
  if (!step) return { step: 'pay', done: false, stopped: true }
  return { step, done: statusId === ORDER_STATUS.Finish, stopped: false }
}

/** GET /api/auction/won/{id}: what happens next with one of my won lots, by its order's id (404 for anyone else's). */
export const wonLotResponseSchema = z.object({
  data: z.object({
    /** The order as GET /api/orders/{id} answers it (status, shipment method, first item): its money read by the same server read. */
    order: orderSchema,
    lot: z.object({
      /** The venue's id of the lot. */
      id: z.string(),
      venue: z.enum(['yahoo-auction', 'ecoring']),
      /** Where the shop buys it (Yahoo Auction, Ecoring). */
      venue_name: z.string(),
      /** In the reader's language, as on the lot's page. */
      name: z.string(),
      image_url: z.string(),
      /** The lot's page in this app. */
      link: z.string(),
      /** The winning price, yen. */
      price: z.number().int(),
    }),
    /** Unix seconds (wonLotPayBy). */
    pay_by: z.number().int(),
    progress: z.object({ step: z.enum(WON_LOT_STEPS), done: z.boolean(), stopped: z.boolean() }),
    /** The bidding deposit applied to the order when the lot was won, VND (part of the order's amount_paid). */
    deposit_applied: z.number().int(),
  }),
})
export type WonLot = z.infer<typeof wonLotResponseSchema>['data']
