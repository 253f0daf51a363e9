import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_PUSH_DEVICES, PUSH_PAYLOAD_MAX_BYTES } from '@shared/notifications/kinds'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { queryRows } from '@server/db/rows'
import { addBoxNotification, addOwningBox, changeOrderStatus } from '@server/modules/orders'
import { topicOf } from '@server/modules/notifications/push-message'
import { pushDeliveries } from '@server/modules/notifications/tables'
import { anOrder, feedOf, ITEM_IMAGE, receiverDelivery, subscribe } from './support/notification-fixtures'
import { createPushReceiver, type TestDevice } from './support/push-receiver'
import { customer, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

const receiver = createPushReceiver()
const WAIT = { timeout: 15_000, interval: 100 }
const DAYS_3 = 3 * 24 * 3600
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function devicesOf(context: TestContext, who: Customer) {
  return (await context.app.inject({ url: '/api/push/subscriptions', headers: who.headers })).json().data as { id: number }[]
}

/** A customer with `count` subscribed devices (the last subscription's language becomes the push language). */
async function subscribedCustomer(context: TestContext, count: number, language = 'vi') {
  const who = await customer(context)
  const devices: TestDevice[] = []
  for (let index = 0; index < count; index += 1) {
    const device = receiver.device()
    expect((await subscribe(context, who, device, language)).statusCode).toBe(200)
    devices.push(device)
  }
  return { who, devices }
}

const auction = (auctionId: string, endsInSeconds: number) => ({
  auctionId,
  itemName: 'Nikon F3 body',
  imageUrl: 'https://img.example.com/auctions/f3.jpg',
  url: `/other-market/yahoo-auction/${auctionId}`,
  endsAt: Math.floor(Date.now() / 1000) + endsInSeconds,
})

describe('web push', () => {
  beforeAll(() => receiver.start())
  afterAll(() => receiver.stop())

  describeEachDriver(
    'push subscriptions and delivery',
    (context) => {
      it('answers the VAPID key and keeps several devices per customer, each once, the least recent dropped beyond the cap', async () => {
        const key = await context().app.inject({ url: '/api/push/public-key', headers: (await customer(context())).headers })
        expect(key.json()).toEqual({ data: { public_key: receiver.vapid.publicKey } })
        expect((await context().app.inject({ url: '/api/push/public-key' })).statusCode).toBe(401)

        const { who, devices } = await subscribedCustomer(context(), 2)
        expect((await subscribe(context(), who, devices[0])).json().data).toMatchObject({ user_agent: expect.stringContaining('Android') })
        expect(await devicesOf(context(), who)).toHaveLength(2)

        for (let index = 0; index < MAX_PUSH_DEVICES; index += 1) await subscribe(context(), who, receiver.device())
        const kept = await devicesOf(context(), who)
        expect(kept).toHaveLength(MAX_PUSH_DEVICES)
        const first = (await subscribe(context(), who, devices[1])).json().data.id
        expect((await devicesOf(context(), who)).map((device) => device.id)).toContain(first)
      })

      it('refuses what is not a browser subscription of a known push service, in the request language', async () => {
        const who = await customer(context())
        const { subscription } = receiver.device()
        const put = (payload: object, language = 'en') =>
          context().app.inject({
            method: 'PUT',
            url: '/api/push/subscriptions',
            headers: { ...who.headers, 'accept-language': language },
            payload,
          })
        const plain = await put({ ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') })
        expect(plain.statusCode).toBe(400)
        expect(plain.json().errors.endpoint).toEqual(['The push subscription endpoint is invalid.'])
        const shortKey = await put({ ...subscription, keys: { ...subscription.keys, p256dh: subscription.keys.p256dh.slice(0, 40) } }, 'ja')
        expect(shortKey.statusCode).toBe(400)
        expect(shortKey.json().message).toBeTruthy()
        const inside = await put({ ...subscription, endpoint: 'https://10.0.0.5/admin' })
        expect(inside.statusCode).toBe(422)
        // An allowed push service's host on another port, or with credentials, is somewhere else.
        for (const endpoint of ['https://fcm.googleapis.com:8443/fcm/send/x', 'https://user:secret@fcm.googleapis.com/fcm/send/x'])
          expect([400, 422], endpoint).toContain((await put({ ...subscription, endpoint })).statusCode)
        expect(inside.json()).toMatchObject({
          code: 'pushEndpointNotAllowed',
          message: 'This browser uses a push service we do not support.',
        })
        expect(await devicesOf(context(), who)).toEqual([])
      })

      it('never lets a customer reach another customer’s devices or notifications', async () => {
        const owner = await subscribedCustomer(context(), 1)
        const stranger = await customer(context())
        const [device] = await devicesOf(context(), owner.who)
        const orderId = await anOrder(context(), owner.who)
        await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Pending)

        const removeById = await context().app.inject({
          method: 'DELETE',
          url: `/api/push/subscriptions/${device.id}`,
          headers: stranger.headers,
        })
        expect(removeById.statusCode).toBe(404)
        const removeByEndpoint = await context().app.inject({
          method: 'DELETE',
          url: '/api/push/subscriptions',
          headers: stranger.headers,
          payload: { endpoint: owner.devices[0].subscription.endpoint },
        })
        expect(removeByEndpoint.statusCode).toBe(404)
        expect(await devicesOf(context(), stranger)).toEqual([])
        expect(await devicesOf(context(), owner.who)).toHaveLength(1)

        const ownerFeed = await feedOf(context(), owner.who)
        expect(ownerFeed.unread_count).toBe(1)
        expect(await feedOf(context(), stranger)).toMatchObject({ data: [], unread_count: 0 })
        await context().app.inject({
          method: 'POST',
          url: '/api/notifications/read',
          headers: stranger.headers,
          payload: { up_to_id: ownerFeed.data[0].id },
        })
        expect((await feedOf(context(), owner.who)).unread_count).toBe(1)

        // Another customer sending the owner's endpoint (which only that browser knows) is refused; the device stays the owner's.
        await vi.waitFor(() => expect(receiver.to(owner.devices[0])).toHaveLength(1), WAIT)
        const taken = await subscribe(context(), stranger, owner.devices[0], 'en')
        expect(taken.statusCode).toBe(409)
        expect(taken.json()).toMatchObject({
          code: 'pushEndpointTaken',
          message: expect.stringMatching(/^This device receives notifications for another account/),
        })
        expect(await devicesOf(context(), stranger)).toEqual([])
        expect(await devicesOf(context(), owner.who)).toHaveLength(1)
        await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Paid)
        await vi.waitFor(() => expect(receiver.to(owner.devices[0])).toHaveLength(2), WAIT)

        const own = await context().app.inject({
          method: 'DELETE',
          url: '/api/push/subscriptions',
          headers: owner.who.headers,
          payload: { endpoint: owner.devices[0].subscription.endpoint },
        })
        expect(own.statusCode).toBe(204)
        expect(await devicesOf(context(), owner.who)).toEqual([])
      })

      it('sends an order’s new status to each device once — encrypted, signed, in the language the app last used — also when the job runs twice', async () => {
        const { who, devices } = await subscribedCustomer(context(), 3, 'ja')
        const orderId = await anOrder(context(), who)
        expect(await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Paid)).toBe(true)
        expect(await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Paid)).toBe(false)

        await vi.waitFor(() => devices.forEach((device) => expect(receiver.to(device)).toHaveLength(1)), WAIT)
        const [push] = receiver.to(devices[0])
        const code = `OS${String(orderId).padStart(6, '0')}`
        expect(push.payload).toEqual({
          id: expect.any(Number),
          kind: 'order_status',
          title: `注文 ${code}: 支払済み`,
          body: 'ご注文のステータスが「支払済み」になりました。',
          image: ITEM_IMAGE,
          url: `/customer/orders/${orderId}`,
          tag: `order-${orderId}`,
        })
        expect(push).toMatchObject({
          urgency: 'normal',
          topic: undefined,
          contentEncoding: 'aes128gcm',
          vapidValid: true,
          vapidKey: receiver.vapid.publicKey,
        })
        expect(push.ttl).toBeGreaterThan(DAYS_3 - 60)
        expect(push.ttl).toBeLessThanOrEqual(DAYS_3)

        // The same fan-out job twice more, in parallel (singleton keys of their own): nobody gets it a second time.
        const notificationId = push.payload.id as number
        const again = await Promise.all(
          ['again-1', 'again-2'].map((singletonKey) =>
            context().integrations.jobs.send('push.fan-out', { notificationId, attempt: 0 }, { singletonKey }),
          ),
        )
        await vi.waitFor(async () => {
          for (const id of again) expect((await context().integrations.jobs.findJob('push.fan-out', id!))?.state).toBe('completed')
        }, WAIT)
        devices.forEach((device) => expect(receiver.to(device)).toHaveLength(1))
        const states = await context()
          .database.db.select({ state: pushDeliveries.state })
          .from(pushDeliveries)
          .where(eq(pushDeliveries.notificationId, notificationId))
        expect(states.map((row) => row.state)).toEqual(['sent', 'sent', 'sent'])
      })

      it('forgets a device its push service answers 404 or 410 for', async () => {
        const { who, devices } = await subscribedCustomer(context(), 3)
        receiver.answer(devices[0], { status: 410 })
        receiver.answer(devices[1], { status: 404 })
        const orderId = await anOrder(context(), who)
        await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Pending)
        await vi.waitFor(async () => expect(await devicesOf(context(), who)).toHaveLength(1), WAIT)
        expect(devices.map((device) => receiver.to(device).length)).toEqual([1, 1, 1])

        await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Paid)
        await vi.waitFor(() => expect(receiver.to(devices[2])).toHaveLength(2), WAIT)
        await pause(1000)
        expect(devices.map((device) => receiver.to(device).length)).toEqual([1, 1, 2])
      })

      it('tries a device again after 5xx or 429 with back-off (and Retry-After), and delivers once', async () => {
        const { who, devices } = await subscribedCustomer(context(), 3)
        receiver.answer(devices[0], { status: 500 }, { status: 503 })
        receiver.answer(devices[1], { status: 429, headers: { 'retry-after': '3' } })
        const orderId = await anOrder(context(), who)
        await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Paid)

        await vi.waitFor(
          () => {
            expect(receiver.to(devices[0]).map((push) => push.status)).toEqual([500, 503, 201])
            expect(receiver.to(devices[1]).map((push) => push.status)).toEqual([429, 201])
          },
          { timeout: 30_000, interval: 200 },
        )
        expect(receiver.to(devices[2]).map((push) => push.status)).toEqual([201])
        await pause(2500)
        expect(devices.map((device) => receiver.to(device).length)).toEqual([3, 2, 1])
        // Every attempt carried the same message.
        expect(new Set(receiver.to(devices[0]).map((push) => JSON.stringify(push.payload))).size).toBe(1)
      })

      it('outbid is urgent, lives until the auction ends and has one Topic per auction; ending soon lives ten minutes at most', async () => {
        const { who, devices } = await subscribedCustomer(context(), 1, 'en')
        const { notifier } = context().integrations
        const db = context().database.db
        await notifier.notify(db, {
          kind: 'outbid',
          customerId: who.id,
          key: 'bid-1',
          params: { ...auction('x100', 3600), yourBid: 12_000, currentPrice: 13_500 },
        })
        await notifier.notify(db, {
          kind: 'outbid',
          customerId: who.id,
          key: 'bid-1',
          params: { ...auction('x100', 3600), yourBid: 12_000, currentPrice: 13_500 },
        })
        await notifier.notify(db, { kind: 'ending_soon', customerId: who.id, params: auction('x200', 900) })
        await vi.waitFor(() => expect(receiver.to(devices[0])).toHaveLength(2), WAIT)
        const [outbid, endingSoon] = [...receiver.to(devices[0])]
          .sort((a, b) => String(a.payload.kind).localeCompare(String(b.payload.kind)))
          .reverse()
        expect(outbid.payload).toMatchObject({
          kind: 'outbid',
          title: 'You have been outbid',
          body: 'Nikon F3 body — now ￥13,500, your bid ￥12,000. Bid again before the auction ends.',
          image: 'https://img.example.com/auctions/f3.jpg',
          url: '/other-market/yahoo-auction/x100',
          tag: 'auction-x100',
        })
        expect(outbid.urgency).toBe('high')
        expect(outbid.ttl).toBeGreaterThan(3600 - 30)
        expect(outbid.ttl).toBeLessThanOrEqual(3600)
        expect(outbid.topic).toBe(topicOf('outbid', 'x100'))
        expect(outbid.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/)
        expect(topicOf('outbid', 'x101')).not.toBe(outbid.topic)
        expect(endingSoon.payload).toMatchObject({ kind: 'ending_soon', title: 'Ending in 15 minutes' })
        expect(endingSoon.urgency).toBe('high')
        expect(endingSoon.ttl).toBeLessThanOrEqual(600)
        expect(endingSoon.ttl).toBeGreaterThan(500)
        await pause(1000)
        expect(receiver.to(devices[0])).toHaveLength(2)
        // Each bell entry names the lot it is about, so the app refreshes that lot and the bid log.
        expect((await feedOf(context(), who)).data.map((entry) => [entry.kind, entry.order_id, entry.auction_id])).toEqual([
          ['ending_soon', null, 'x200'],
          ['outbid', null, 'x100'],
        ])
      })

      it('keeps a push message within 3 KB, cutting a long text with an ellipsis', async () => {
        const { who, devices } = await subscribedCustomer(context(), 1)
        const orderId = await anOrder(context(), who)
        const box = await addOwningBox(context().database.db, orderId, 'BX-LONG')
        await addBoxNotification(context().database.db, context().integrations.notifier, box, {
          shipping: { note: '配送メモ'.repeat(1500) },
        })
        await vi.waitFor(() => expect(receiver.to(devices[0])).toHaveLength(1), WAIT)
        const [push] = receiver.to(devices[0])
        expect(Buffer.byteLength(JSON.stringify(push.payload))).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES)
        expect(push.payload.title).toMatch(/^Đã giao cho đối tác vận chuyển — (配送メモ)+.*…$/)
        expect(push.payload.image).toBe(ITEM_IMAGE)
      })

      it('pushes no kind the customer turned off, and still keeps it in the centre', async () => {
        const { who, devices } = await subscribedCustomer(context(), 1)
        const off = await context().app.inject({
          method: 'PUT',
          url: '/api/notifications/preferences',
          headers: who.headers,
          payload: { push: { order_status: false } },
        })
        expect(off.json().data.push).toMatchObject({ order_status: false, warehouse: true, outbid: true })
        const orderId = await anOrder(context(), who)
        await changeOrderStatus(context().database.db, context().integrations.notifier, orderId, ORDER_STATUS.Finish)
        const box = await addOwningBox(context().database.db, orderId, 'BX-1')
        await addBoxNotification(context().database.db, context().integrations.notifier, box, { received: {} })
        await vi.waitFor(() => expect(receiver.to(devices[0])).toHaveLength(1), WAIT)
        await pause(1000)
        expect(receiver.to(devices[0]).map((push) => push.payload.kind)).toEqual(['warehouse'])
        // Each entry names the order it is about, so the app refreshes that order's open page.
        const feed = (await feedOf(context(), who)).data
        expect(feed.map((entry) => [entry.kind, entry.order_id, entry.auction_id])).toEqual([
          ['warehouse', orderId, null],
          ['order_status', orderId, null],
        ])
        // Not even queued: a muted kind is left out when its notification is stored, not only when a push is sent.
        const fanOuts = await queryRows<{ notification: number }>(
          context().database.db,
          sql`select (data->>'notificationId')::int as notification from pgboss.job where name = 'push.fan-out'`,
        )
        const queued = new Set(fanOuts.map((job) => job.notification))
        expect(feed.map((entry) => queued.has(entry.id))).toEqual([true, false])
      })
    },
    { jobQueue: true, push: () => receiverDelivery(receiver), env: { PUSH_SERVICE_HOSTS: '127.0.0.1:*' } },
  )
})
