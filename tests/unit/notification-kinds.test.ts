import { describe, expect, it } from 'vitest'
import { LOCALES } from '@shared/i18n/locales'
import { NOTIFICATION_KINDS, PUSH_PAYLOAD_MAX_BYTES, SNIPE_FAILURE_REASONS, type NotificationKind } from '@shared/notifications/kinds'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { NOTIFICATION_PARAMS, type StoredNotification } from '@server/modules/notifications/events'
import { DAYS_TTL_SECONDS, deliveryOptions, pushMessage, pushPayloadJson, topicOf } from '@server/modules/notifications/push-message'
import { renderNotification } from '@server/modules/notifications/render'

const NOW = new Date('2026-11-25T10:00:00Z')
const nowSeconds = NOW.getTime() / 1000
const lot = {
  auctionId: 'yahoo:x1234',
  itemName: 'Nikon F3 body',
  imageUrl: 'https://img.example.com/f3.jpg',
  url: '/other-market/yahoo-auction/x1234',
  endsAt: nowSeconds + 3600,
}

/** One event of each kind, as its emitter would give it. */
const SAMPLES: { [Kind in NotificationKind]: unknown } = {
  outbid: { ...lot, yourBid: 12_000, currentPrice: 13_500 },
  won: { ...lot, price: 15_000 },
  lost: { ...lot, finalPrice: 21_000 },
  ending_soon: { ...lot, endsAt: nowSeconds + 600 },
  snipe_placed: { ...lot, amount: 18_000 },
  snipe_failed: { ...lot, amount: 18_000, reason: 'auction_ended' },
  snipe_below_minimum: { ...lot, amount: 2_000, minimum: 2_900 },
  lot_ready: { ...lot, price: 4_500 },
  deposit: { ...lot, amount: 345_000, outcome: 'released' },
  permission_granted: {},
  order_status: { orderId: 1001, statusId: ORDER_STATUS.Cancelled, imageUrl: '/media/products/1.webp' },
  warehouse: {
    orderId: 1001,
    boxId: 'BX001001-1',
    content: { distributed: { area_id: 'vn-hanoi' } },
    areaNames: { 'vn-hanoi': 'Kho Hà Nội' },
    imageUrl: null,
  },
  payment: { orderId: 1001, amount: 500_000, applied: 400_000, due: 20_000, remainder: 100_000 },
  support_reply: { supportId: 7, excerpt: 'Hàng đã được gửi lại.' },
}

function stored<Kind extends NotificationKind>(kind: Kind, params: unknown = SAMPLES[kind], createdAt = NOW): StoredNotification {
  return { id: 7, kind, params: NOTIFICATION_PARAMS[kind].parse(params), createdAt } as StoredNotification
}

describe('notification kinds', () => {
  it.each(NOTIFICATION_KINDS.flatMap((kind) => LOCALES.map((locale) => [kind, locale] as const)))(
    '%s reads fully in %s',
    (kind, locale) => {
      const rendered = renderNotification(stored(kind), locale)
      expect(rendered.title.length).toBeGreaterThan(3)
      expect(rendered.body.length).toBeGreaterThan(3)
      expect(`${rendered.title} ${rendered.body}`).not.toMatch(/[{}]|undefined|NaN/)
      expect(rendered.url).toMatch(/^\/(?!\/)/)
      expect(rendered.tag).toMatch(/^(auction|order|wallet|support)-/)
    },
  )

  it('tells a staff reply to a support request in the customer’s language, opening that request', () => {
    expect(renderNotification(stored('support_reply'), 'en')).toMatchObject({
      title: 'We replied to your support request',
      body: 'Hàng đã được gửi lại.',
      url: '/customer/support/7',
      tag: 'support-7',
    })
    expect(renderNotification(stored('support_reply', { supportId: 7 }), 'ja')).toMatchObject({
      title: 'サポートリクエストに返信しました',
      body: '開いて返信をご確認ください。',
    })
  })

  it('tells a bank transfer as paid, partly paid with what is due, or kept in the wallet', () => {
    const payment = (params: object) => renderNotification(stored('payment', params), 'en')
    expect(payment({ orderId: 1003, amount: 1_200_000, applied: 1_020_000, due: 0, remainder: 180_000 })).toMatchObject({
      title: 'Order OS001003 is paid',
      body: 'We received 1,200,000đ. 180,000đ stays in your wallet.',
      url: '/customer/orders/1003',
      tone: 'success',
    })
    expect(payment({ orderId: 1003, amount: 400_000, applied: 400_000, due: 620_000, remainder: 0 })).toMatchObject({
      title: 'Received 400,000đ for order OS001003',
      body: 'Still due: 620,000đ.',
      tone: 'warning',
    })
    expect(payment({ orderId: null, amount: 300_000, applied: 0, due: 0, remainder: 300_000 })).toMatchObject({
      title: '300,000đ added to your wallet',
      url: '/customer/wallet',
    })
    expect(
      renderNotification(stored('payment', { orderId: 1003, amount: 400_000, applied: 400_000, due: 620_000, remainder: 0 }), 'vi').body,
    ).toBe('Còn phải trả 620,000đ.')
  })

  it('words each kind for the customer, with the lot, the price in yen and the page to open', () => {
    expect(renderNotification(stored('outbid'), 'vi')).toEqual({
      title: 'Bạn đã bị trả giá cao hơn',
      body: 'Nikon F3 body — giá hiện tại ￥13,500, giá của bạn ￥12,000. Hãy đặt lại trước khi phiên kết thúc.',
      imageUrl: 'https://img.example.com/f3.jpg',
      url: '/other-market/yahoo-auction/x1234',
      tone: 'warning',
      tag: 'auction-yahoo:x1234',
    })
    expect(renderNotification(stored('won'), 'ja')).toMatchObject({
      title: 'オークションで落札しました',
      body: 'Nikon F3 body — 落札価格 ￥15,000。',
      tone: 'success',
    })
    expect(renderNotification(stored('lost'), 'en')).toMatchObject({
      title: 'You did not win the auction',
      body: 'Nikon F3 body — final price ￥21,000.',
      tone: 'danger',
    })
    expect(renderNotification(stored('ending_soon'), 'en').title).toBe('Ending in 10 minutes')
    expect(renderNotification(stored('permission_granted'), 'en')).toMatchObject({ url: '/other-market/ecoring', tone: 'success' })
    expect(renderNotification(stored('order_status'), 'en')).toMatchObject({
      title: 'Order OS001001: Cancelled',
      url: '/customer/orders/1001',
      imageUrl: '/media/products/1.webp',
      tone: 'danger',
    })
    expect(renderNotification(stored('warehouse'), 'en')).toMatchObject({
      title: 'Distributed in warehouse: Hanoi warehouse',
      body: 'Order OS001001 · SKU BX001001-1',
      tone: 'neutral',
    })
  })

  it('gives every snipe failure its reason in every language', () => {
    for (const reason of SNIPE_FAILURE_REASONS) {
      const bodies = LOCALES.map(
        (locale) => renderNotification(stored('snipe_failed', { ...(SAMPLES.snipe_failed as object), reason }), locale).body,
      )
      expect(new Set(bodies).size).toBe(LOCALES.length)
      bodies.forEach((body) => expect(body).toMatch(/^Nikon F3 body — .{8,}/))
    }
    expect(renderNotification(stored('snipe_failed'), 'en').body).toBe('Nikon F3 body — the auction had ended.')
  })

  it('names every order status and every warehouse step in every language; an unknown step is Undefined', () => {
    for (const statusId of Object.values(ORDER_STATUS)) {
      const titles = LOCALES.map(
        (locale) => renderNotification(stored('order_status', { orderId: 5, statusId, imageUrl: null }), locale).title,
      )
      titles.forEach((title) => expect(title).not.toMatch(/: \d+$/))
    }
    const step = (content: object, locale: 'vi' | 'en' | 'ja' = 'en') =>
      renderNotification(stored('warehouse', { orderId: 5, boxId: 'B', content, imageUrl: null }), locale)
    expect(step({ pick_in_container: { from_area_id: 'jp-tokyo', to_area_id: 'vn-hcm' } }).title).toBe(
      'Shipping between warehouses: Tokyo warehouse → Ho Chi Minh City warehouse',
    )
    expect(step({ pick_in_container: { from_area_id: 'jp-osaka', to_area_id: 'vn-hanoi' } }, 'ja').title).toBe(
      '倉庫間で輸送中: 大阪倉庫 → ハノイ倉庫',
    )
    expect(step({ received: { note: 'Ký nhận bởi Bình' } })).toMatchObject({ title: 'Received — Ký nhận bởi Bình', tone: 'success' })
    expect(step({ refunded: {} }, 'ja')).toMatchObject({ title: '返金済み', tone: 'danger' })
    expect(step({}, 'vi').title).toBe('Không xác định')
  })

  it('names a box’s warehouses in the reader’s language whatever language it was stored in; a warehouse the table lacks by its stored name', () => {
    const params = {
      orderId: 5,
      boxId: 'B',
      content: { pick_in_container: { from_area_id: 'jp-osaka', to_area_id: 'hub-x' } },
      areaNames: { 'jp-osaka': 'Kho Osaka', 'hub-x': 'Trạm X' },
      imageUrl: null,
    }
    expect(renderNotification(stored('warehouse', params), 'en').title).toBe('Shipping between warehouses: Osaka warehouse → Trạm X')
    expect(renderNotification(stored('warehouse', params), 'vi').title).toBe('Đang chuyển giữa các kho: Kho Osaka → Trạm X')
    expect(renderNotification(stored('warehouse', { ...params, areaNames: {} }), 'en').title).toBe(
      'Shipping between warehouses: Osaka warehouse → hub-x',
    )
  })

  it('refuses facts that would send a customer elsewhere, and drops an image it cannot show', () => {
    for (const url of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(NOTIFICATION_PARAMS.outbid.safeParse({ ...(SAMPLES.outbid as object), url }).success, url).toBe(false)
    }
    expect(NOTIFICATION_PARAMS.won.parse({ ...lot, price: 1, imageUrl: 'http://plain.example/a.jpg' }).imageUrl).toBeNull()
    expect(NOTIFICATION_PARAMS.won.parse({ ...lot, price: 1, imageUrl: '' }).imageUrl).toBeNull()
  })

  it('names the lot in the reader’s language as its page does: the translation, else the Japanese as listed', () => {
    const japanese = { ...lot, itemName: 'ニコン F3 ボディ', price: 15_000 }
    const translated = { ...japanese, itemNames: { vi: 'Thân máy Nikon F3', en: 'Nikon F3 body' } }
    expect(renderNotification(stored('won', translated), 'vi').body).toContain('Thân máy Nikon F3')
    expect(renderNotification(stored('won', translated), 'en').body).toContain('Nikon F3 body')
    expect(renderNotification(stored('won', translated), 'ja').body).toContain('ニコン F3 ボディ')
    // Told before translations were kept, or a lot without one: the name as listed.
    expect(renderNotification(stored('won', japanese), 'en').body).toContain('ニコン F3 ボディ')
    expect(renderNotification(stored('won', { ...translated, itemNames: { vi: 'Thân máy Nikon F3', en: '' } }), 'en').body).toContain(
      'ニコン F3 ボディ',
    )
    // A translation too long to keep is left out; the event is still told.
    const long = NOTIFICATION_PARAMS.won.parse({ ...translated, itemNames: { vi: 'x'.repeat(301), en: 'Nikon F3 body' } })
    expect(long.itemNames).toEqual({ vi: '', en: 'Nikon F3 body' })
  })
})

describe('push delivery options', () => {
  it('outbid: high urgency, lives until the auction ends, one Topic per auction', () => {
    const options = deliveryOptions(stored('outbid'), NOW)
    expect(options).toEqual({ urgency: 'high', ttlSeconds: 3600, topic: topicOf('outbid', lot.auctionId) })
    expect(options.topic).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(topicOf('outbid', 'yahoo:x1235')).not.toBe(options.topic)
    expect(deliveryOptions(stored('outbid'), new Date(NOW.getTime() + 3000_000)).ttlSeconds).toBe(600)
  })

  it('ending soon: at most ten minutes, and never past the end', () => {
    expect(deliveryOptions(stored('ending_soon', { ...lot, endsAt: nowSeconds + 3600 }), NOW)).toEqual({ urgency: 'high', ttlSeconds: 600 })
    expect(deliveryOptions(stored('ending_soon', { ...lot, endsAt: nowSeconds + 240 }), NOW).ttlSeconds).toBe(240)
    expect(deliveryOptions(stored('ending_soon'), new Date(NOW.getTime() + 120_000)).ttlSeconds).toBe(480)
  })

  it.each(['won', 'lost', 'snipe_placed', 'snipe_failed', 'permission_granted', 'order_status', 'warehouse'] as const)(
    '%s: normal urgency, days to live, counted from the event',
    (kind) => {
      expect(deliveryOptions(stored(kind), NOW)).toEqual({ urgency: 'normal', ttlSeconds: DAYS_TTL_SECONDS })
      expect(deliveryOptions(stored(kind), new Date(NOW.getTime() + 3600_000)).ttlSeconds).toBe(DAYS_TTL_SECONDS - 3600)
    },
  )

  it('sends nothing once the message is no longer worth it', () => {
    expect(pushMessage(stored('outbid'), renderNotification(stored('outbid'), 'vi'), new Date((lot.endsAt + 1) * 1000))).toBeNull()
    expect(
      pushMessage(stored('ending_soon'), renderNotification(stored('ending_soon'), 'vi'), new Date(NOW.getTime() + 601_000)),
    ).toBeNull()
    expect(pushMessage(stored('won'), renderNotification(stored('won'), 'vi'), NOW)).toMatchObject({ urgency: 'normal' })
  })

  it('keeps the payload within 3 KB: the body, then the title, cut with an ellipsis; the image kept', () => {
    const notification = stored('won', { ...lot, itemName: '限定'.repeat(150), price: 1 })
    const rendered = { ...renderNotification(notification, 'ja'), body: 'ボディ'.repeat(2000) }
    const json = pushPayloadJson(notification, rendered)
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES)
    expect(Buffer.byteLength(json)).toBeGreaterThan(PUSH_PAYLOAD_MAX_BYTES - 8)
    const payload = JSON.parse(json)
    expect(payload).toMatchObject({ id: 7, kind: 'won', image: lot.imageUrl, url: lot.url, tag: `auction-${lot.auctionId}` })
    expect(payload.body).toMatch(/^(ボディ)+.*…$/)
    expect(payload.title).toBe(rendered.title)

    const both = pushPayloadJson(notification, { ...rendered, title: '題'.repeat(3000) })
    expect(Buffer.byteLength(both)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES)
    expect(JSON.parse(both)).toMatchObject({ body: '…', title: expect.stringMatching(/^題+…$/), image: lot.imageUrl })
    const small = JSON.parse(pushPayloadJson(stored('order_status'), renderNotification(stored('order_status'), 'vi')))
    expect(small.body).toBe('Trạng thái đơn hàng của bạn đã chuyển sang "Đã hủy".')
  })
})
