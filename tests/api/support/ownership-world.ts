import { createHash, randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { encodeInvitationCode } from '@shared/account/invitation-code'
import { IKOM_ID } from '@shared/shops/registry'
import { auctionEntries, auctionPermissions, auctions, auctionSnipes, auctionWatches } from '@server/modules/auctions'
import { addBoxNotification, addOwningBox } from '@server/modules/orders/boxes'
import { transactionReferences, walletTransactions } from '@server/modules/wallets/tables'
import { addressOf, createOrder, customer, productsOf, putCart, type Customer } from './shop-fixtures'
import type { TestContext } from './test-app'

/** A 1×1 PNG: an attachment every image check accepts. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** An id no row has: the twin of every request naming one of A's ids. */
export const MISSING_ID = 2_147_483_000

/** Customer A's data: one of each customer-owned resource; the private ones carry A's marker text where they take text. */
export type OwnerData = {
  owner: Customer & { email: string }
  /** Text in A's address, order, box notification and ticket: no answer to anyone else may contain it. */
  marker: string
  addressId: number
  productId: number
  orderId: number
  orderKey: string
  /** The checkout A's order was made in (its payment is A's). */
  checkoutId: number
  boxId: string
  notificationId: number
  walletIds: number[]
  transactionId: number
  /** The receipt reference A's transaction carries (A's order). */
  receiptableId: string
  ticketId: number
  attachmentId: number
  reviewId: number
  invitationCode: string
  /** The device A entered someone's invitation code from. */
  deviceId: string
  /** A's entry in the notification centre (the box notification's). */
  centreNotificationId: number
  /** A's push device: its id and the subscription its browser sent (the endpoint carries A's marker). */
  pushDeviceId: number
  pushSubscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
  /** An item A described to buy by link (its name carries A's marker), and its reference. */
  linkItemId: number
  linkItemRef: string
  /** The market item code A described. */
  linkItemCode: string
  /** A lot A bid on (its code, A follows it too), A's standing on it and A's scheduled snipe there. */
  lotId: string
  auctionEntryId: number
  snipeId: number
}

/** Customer B, who probes: signed in, with an address of its own (to create orders with). */
export type Prober = Customer & { email: string; addressId: number }

export async function signedInWithEmail(context: TestContext): Promise<Customer & { email: string }> {
  const { token, email } = await context.signUp()
  const headers = { authorization: `Bearer ${token}` }
  const id = (await context.app.inject({ url: '/api/users/me', headers })).json().data.id as number
  return { id, headers, email }
}

/** A multipart form as a browser's FormData sends it, with an optional image file. */
export function supportUploadForm(supportId: number | string, file: Buffer | null = PNG) {
  const boundary = `----ownership${randomUUID().slice(0, 8)}`
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="support_id"\r\n\r\n${supportId}\r\n`)]
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A one-line order body for the item `productId`, delivered to `addressId`. */
export function orderBody(addressId: number, productId: number, extraInfo: Record<string, unknown> = {}, note = '') {
  return {
    order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', note, ...extraInfo },
    items: [{ quantity: 1, product: { id: productId } }],
  }
}

async function send(context: TestContext, who: Customer, method: 'POST' | 'PUT', url: string, payload: object, status: number) {
  const response = await context.app.inject({ method, url, headers: who.headers, payload })
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status)
  return response.json().data
}

/** Builds A's data through the API (and, for what only staff or the warehouse write, the services). */
export async function ownerData(context: TestContext): Promise<OwnerData> {
  const { app, database } = context
  const owner = await signedInWithEmail(context)
  const marker = `owner-marker-${randomUUID().slice(0, 8)}`
  const [product] = await productsOf(context, IKOM_ID, 1)

  const address = await send(
    context,
    owner,
    'POST',
    '/api/addresses',
    {
      consignee: `Chủ ${marker}`,
      tel: '0912345678',
      ward_id: '00001',
      address_detail: `8 Hàng Bài ${marker}`,
      note: marker,
      default: true,
    },
    201,
  )

  const orderKey = `owner-key-${randomUUID()}`
  const ordered = await createOrder(
    context,
    owner,
    { ...orderBody(address.id, product.id, {}, marker), checkout_key: `owner-checkout-${randomUUID()}` },
    orderKey,
  )
  expect(ordered.statusCode, ordered.body).toBe(201)
  const orderId = ordered.json().data.id as number
  const checkoutId = ordered.json().data.checkout_id as number
  expect((await putCart(context, owner, { shop_id: IKOM_ID, item_ref: String(product.id), quantity: 2 })).statusCode).toBe(200)
  const boxId = `BOX-${marker}`
  const notificationId = await addBoxNotification(
    database.db,
    context.integrations.notifier,
    await addOwningBox(database.db, orderId, boxId),
    {
      distributed: { area_id: 'vn-hanoi', note: marker },
    },
  )

  const walletIds = (await app.inject({ url: '/api/wallet/users', headers: owner.headers }))
    .json()
    .data.map((wallet: { id: number }) => wallet.id)
  const receiptableId = String(orderId)
  const [transaction] = await database.db
    .insert(walletTransactions)
    .values({ walletId: walletIds[0], transactionTypeId: 1, amount: 500_000, status: 'posted', voucherDate: new Date() })
    .returning({ id: walletTransactions.id })
  await database.db.insert(transactionReferences).values({ transactionId: transaction.id, receiptableType: 'order', receiptableId })

  const ticket = await send(
    context,
    owner,
    'POST',
    '/api/supports',
    {
      message: `Đơn chưa tới ${marker}`,
    },
    201,
  )
  const form = supportUploadForm(ticket.id)
  const attached = await app.inject({
    method: 'POST',
    url: '/api/support-contents',
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  })
  expect(attached.statusCode, attached.body).toBe(201)

  const review = await send(
    context,
    owner,
    'POST',
    '/api/product-reviews',
    { product_id: product.id, star: 4, comment: 'Tốt, giao nhanh.' },
    201,
  )

  // A entered another customer's code, from a device of A's.
  const inviter = await customer(context)
  const deviceId = `owner-device-${randomUUID().slice(0, 8)}`
  await send(context, owner, 'POST', '/api/invitations', { code: encodeInvitationCode(inviter.id), device_id: deviceId }, 201)

  const centreNotificationId = (await app.inject({ url: '/api/notifications', headers: owner.headers })).json().data[0].id as number
  // Subscribed after the box notification: with a device, an event would enqueue a push (these suites run no queue).
  const pushSubscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/${marker}`,
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  }
  const pushDevice = await send(context, owner, 'PUT', '/api/push/subscriptions', pushSubscription, 200)
  const linkItem = await send(
    context,
    owner,
    'POST',
    '/api/link-items',
    { shop_id: 4, item_id: `m${Date.now()}`, name: `Áo ${marker}`, price: 2500, note: marker },
    201,
  )
  const auction = await ownersAuction(context, owner.id)

  return {
    owner,
    marker,
    addressId: address.id,
    productId: product.id,
    orderId,
    orderKey,
    checkoutId,
    boxId,
    notificationId,
    walletIds,
    transactionId: transaction.id,
    receiptableId,
    ticketId: ticket.id,
    attachmentId: attached.json().data.id,
    reviewId: review.id,
    invitationCode: encodeInvitationCode(owner.id),
    deviceId,
    centreNotificationId,
    pushDeviceId: pushDevice.id,
    pushSubscription,
    linkItemId: linkItem.id,
    linkItemRef: linkItem.item_ref,
    linkItemCode: linkItem.item_id,
    ...auction,
  }
}

/**
 * A's bid and snipe on a lot, written by the services' tables (placing them through the API
 * schedules jobs, and these suites run no queue). A's maximum is an odd amount nobody else names.
 */
async function ownersAuction(context: TestContext, ownerId: number) {
  const db = context.database.db
  const lotId = `x9${String(ownerId).padStart(9, '0')}`
  const now = new Date()
  const endsAt = new Date(now.getTime() + 24 * 3_600_000)
  await db.insert(auctionPermissions).values({ customerId: ownerId, scope: 'auction' })
  const [lot] = await db
    .insert(auctions)
    .values({
      venue: 'yahoo-auction',
      lotId,
      shopId: 8,
      name: 'Lot',
      link: `/other-market/yahoo-auction/${lotId}`,
      startPrice: 1000,
      price: 1000,
      endsAt,
      bidCount: 1,
      leader: `c${ownerId}`,
      leaderMax: 7_777_777,
    })
    .returning({ id: auctions.id })
  const [entry] = await db
    .insert(auctionEntries)
    .values({ auctionId: lot.id, customerId: ownerId, maxPrice: 7_777_777, status: 'success', lastBidAt: now })
    .returning({ id: auctionEntries.id })
  const [snipe] = await db
    .insert(auctionSnipes)
    .values({
      auctionId: lot.id,
      customerId: ownerId,
      maxPrice: 8_888_888,
      leadSeconds: 300,
      placeAt: new Date(endsAt.getTime() - 300_000),
      createdAt: now,
    })
    .returning({ id: auctionSnipes.id })
  await db.insert(auctionWatches).values({ customerId: ownerId, shopId: 8, lotRef: lotId, createdAt: now })
  return { lotId, auctionEntryId: entry.id, snipeId: snipe.id }
}

export async function prober(context: TestContext): Promise<Prober> {
  const who = await signedInWithEmail(context)
  return { ...who, addressId: await addressOf(context, who) }
}

/** Everything of A's that any customer route reads, as A reads it: compared before and after B's attempts. */
export async function ownerView(context: TestContext, a: OwnerData): Promise<Record<string, unknown>> {
  const read = async (url: string) => {
    const response = await context.app.inject({ url, headers: a.owner.headers })
    const body =
      response.headers['content-type']?.toString().startsWith('application/json') === true
        ? response.json()
        : createHash('sha256').update(response.rawPayload).digest('hex')
    return { status: response.statusCode, body }
  }
  const reviews = (await read(`/api/product-reviews?filter[product_id]=${a.productId}&include=reviewer&per_page=50`)).body as {
    data: { id: number }[]
  }
  return {
    me: await read('/api/users/me'),
    addresses: await read('/api/addresses'),
    address: await read(`/api/addresses/${a.addressId}`),
    cart: await read(`/catalog/cart/${a.owner.id}`),
    orders: await read('/api/orders?include=type,status,itemsCount,customer&append=first_item'),
    order: await read(`/api/orders/${a.orderId}?include=status,shipmentInfo,shipmentMethod&append=owning_boxes`),
    orderItems: await read(`/api/order/items?filter[order_id]=${a.orderId}&include=product`),
    checkoutPayment: await read(`/api/checkouts/${a.checkoutId}/payment`),
    notifications: await read('/api/order/notifications'),
    centre: await read('/api/notifications'),
    pushPreferences: await read('/api/notifications/preferences'),
    pushDevices: await read('/api/push/subscriptions'),
    wallets: await read('/api/wallet/users'),
    transactions: await read('/api/transactions?include=transactionType&append=references&per_page=100'),
    tickets: await read('/api/supports'),
    ticket: await read(`/api/supports/${a.ticketId}`),
    attachment: await read(`/api/support-contents/${a.attachmentId}/file`),
    invitations: await read('/api/invitations/me'),
    auctionLog: await read('/api/order/auction-logs'),
    snipes: await read('/api/auction/snipes'),
    standing: await read(`/api/auction/mine?id=${a.lotId}`),
    watches: await read('/api/auction/watches'),
    following: await read(`/api/auction/watches/${a.lotId}`),
    permission: await read(`/catalog/auction/check-user-permission?user_id=${a.owner.id}`),
    review: reviews.data.find((review) => review.id === a.reviewId),
    linkItem: await read(`/api/link-items/${a.linkItemRef}`),
  }
}
