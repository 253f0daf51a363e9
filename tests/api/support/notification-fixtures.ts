import { randomUUID } from 'node:crypto'
import { Agent } from 'node:https'
import { IKOM_ID } from '@shared/shops/registry'
import { createWebPushSender, type PushDelivery } from '@server/modules/notifications'
import { orderItems, orders } from '@server/modules/orders/tables'
import type { Customer } from './shop-fixtures'
import type { TestContext } from './test-app'
import type { PushReceiver, TestDevice } from './push-receiver'

/** The server's push integration, sending to the local receiver (its certificate trusted through the agent), retrying after 1 s. */
export function receiverDelivery(receiver: PushReceiver): PushDelivery {
  const { subject, vapid, certificate } = receiver
  const sender = createWebPushSender({ vapid: { subject, ...vapid }, agent: new Agent({ ca: certificate.cert }) })
  return { sender, publicKey: async () => vapid.publicKey, retryBaseSeconds: 1 }
}

export const ITEM_IMAGE = 'https://img.example.com/items/matcha-tin.jpg'

/** An order of the customer's with one line (and its picture), written straight to the database; its id. */
export async function anOrder(context: TestContext, who: Customer): Promise<number> {
  const db = context.database.db
  const [order] = await db
    .insert(orders)
    .values({
      customerId: who.id,
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      shopId: IKOM_ID,
      shipmentMethodId: 'air',
      purchaseCost: 1200,
      serviceFee: 100,
      serviceFeeCurrencyId: 'JPY',
      paymentRate: 170,
      estimatedFreightCharge: 50_000,
      totalPayment: 221_000,
      salesOrganizationId: 'jp-sales',
      transportOrganizationId: 'vn-transport',
      consignee: 'Trần Thị Bình',
      fullAddress: '8 Hàng Bài, Hà Nội',
      tel: '0912345678',
      wardId: '00001',
    })
    .returning({ id: orders.id })
  await db.insert(orderItems).values({
    orderId: order.id,
    shopId: IKOM_ID,
    itemRef: '101001',
    position: 0,
    name: 'Matcha tin',
    imageUrl: ITEM_IMAGE,
    quantity: 1,
    taxPercent: 10,
    priceWithTax: 1320,
    balance: 1320,
  })
  return order.id
}

/** PUT this device's subscription as the customer, in a language. */
export function subscribe(context: TestContext, who: Customer, device: TestDevice, language = 'vi') {
  return context.app.inject({
    method: 'PUT',
    url: '/api/push/subscriptions',
    headers: { ...who.headers, 'accept-language': language, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile' },
    payload: device.subscription,
  })
}

export async function feedOf(context: TestContext, who: Customer, language = 'vi') {
  const response = await context.app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': language } })
  return response.json() as {
    data: {
      id: number
      kind: string
      title: string
      body: string
      url: string
      image_url: string | null
      tone: string
      read: boolean
      order_id: number | null
      auction_id: string | null
    }[]
    unread_count: number
  }
}
