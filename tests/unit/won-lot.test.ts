import { describe, expect, it } from 'vitest'
import { WON_LOT_PAYMENT_HOURS, WON_LOT_STEPS, wonLotPayBy, wonLotProgress } from '@shared/auctions/won-lot'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { ORDER_TRANSITIONS } from '@shared/orders/state-machine'
import { formatDateTime } from '@shared/time'
import { NOTIFICATION_PARAMS } from '@server/modules/notifications/events'
import { renderNotification } from '@server/modules/notifications/render'

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

describe('the won notification', () => {
  const facts = {
    auctionId: 'x1234567890',
    itemName: 'ニコン F3 ボディ',
    itemNames: { vi: 'Thân máy Nikon F3', en: 'Nikon F3 body' },
    imageUrl: null,
    url: '/other-market/yahoo-auction/x1234567890',
    endsAt: 1_795_000_000,
    price: 20_000,
  }
  const stored = (params: Record<string, unknown>) =>
    ({ id: 1, kind: 'won', params: NOTIFICATION_PARAMS.won.parse(params), createdAt: new Date() }) as const

  it('says pay by when and opens what happens next with the won lot’s order', () => {
    const payBy = wonLotPayBy(1_795_000_000)
    const rendered = renderNotification(stored({ ...facts, orderId: 1010, payBy }), 'en')
    expect(rendered.url).toBe('/customer/won/1010')
    expect(rendered.body).toBe(
      `Nikon F3 body — winning price ￥20,000. Pay by ${formatDateTime(payBy)}; we then buy it and ship it to you in Vietnam.`,
    )
    expect(renderNotification(stored({ ...facts, orderId: 1010, payBy }), 'vi').body).toContain(
      `Hãy thanh toán trước ${formatDateTime(payBy)}`,
    )
    expect(renderNotification(stored({ ...facts, orderId: 1010, payBy }), 'ja').body).toContain(
      `${formatDateTime(payBy)}までにお支払いください`,
    )
  })

  it('opens the lot’s page when it names no order (notifications written before)', () => {
    expect(renderNotification(stored(facts), 'en')).toMatchObject({ url: facts.url, body: 'Nikon F3 body — winning price ￥20,000.' })
  })
})
