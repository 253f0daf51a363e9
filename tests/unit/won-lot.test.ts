import { describe, expect, it } from 'vitest'
import { WON_LOT_PAYMENT_HOURS, WON_LOT_STEPS, wonLotPayBy, wonLotProgress } from '@shared/auctions/won-lot'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { ORDER_TRANSITIONS } from '@shared/orders/state-machine'

describe('after winning a lot', () => {
  it('is paid within 48 hours of the win', () => {
    expect(WON_LOT_PAYMENT_HOURS).toBe(48)
    const wonAt = Math.floor(Date.UTC(2026, 10, 27, 3, 0, 0) / 1000)
    expect(wonLotPayBy(wonAt)).toBe(Math.floor(Date.UTC(2026, 10, 29, 3, 0, 0) / 1000))
  })

  it('marks the step the order stands at, one status after another', () => {
    const road = ['Newish', 'Pending', 'Paid', 'PaidToSupplier', 'WaitingToReceive', 'ReceivedAtWarehouse', 'Debited', 'Finish'] as const
    expect(road.map((status) => wonLotProgress(ORDER_STATUS[status]).step)).toEqual([
      'pay',
      'pay',
      'buy',
      'warehouse',
      'warehouse',
      'ship',
      'ship',
      'delivered',
    ])
    expect(wonLotProgress(ORDER_STATUS.Finish)).toEqual({ step: 'delivered', done: true, stopped: false })
    expect(wonLotProgress(ORDER_STATUS.Pending)).toEqual({ step: 'pay', done: false, stopped: false })
    // Steps never go back along the order's moves.
    for (const [from, nexts] of Object.entries(ORDER_TRANSITIONS))
      for (const next of nexts) {
        const before = wonLotProgress(ORDER_STATUS[from as keyof typeof ORDER_STATUS])
        const after = wonLotProgress(ORDER_STATUS[next])
        if (!after.stopped) expect(WON_LOT_STEPS.indexOf(after.step)).toBeGreaterThanOrEqual(WON_LOT_STEPS.indexOf(before.step))
      }
  })

  it('stops for an order cancelled or out of stock, or a status it does not know', () => {
    for (const status of [ORDER_STATUS.Cancelled, ORDER_STATUS.OutOfStock, 99]) expect(wonLotProgress(status).stopped).toBe(true)
  })
})
