import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse as Response } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { INVITATION_REWARD_VND } from '@shared/account/invitation-code'
import { IKOM_ID } from '@shared/shops/registry'
import type { RegisteredRoute } from '@server/http/route-catalog'
import {
  MISSING_ID,
  type OwnerData,
  type Prober,
  orderBody,
  ownerData,
  ownerView,
  prober,
  signedInWithEmail,
  supportUploadForm,
} from './support/ownership-world'
import { routeKey, routesOfScope } from './support/route-scopes'
import { describeEachDriver, type TestContext } from './support/test-app'

/**
 * The ownership matrix: every customer-scoped route of the app's route table is called by
 * customer B with customer A's ids, paths and keys. B is refused exactly as for a missing id (404;
 * the cart's path user id: 403 for anyone else's), no answer to B contains anything of A's, and A's
 * data reads the same before and after. A new customer route fails the suite until it has a case.
 */

type Request = { url: string; payload?: unknown; headers?: Record<string, string> }

type Attempt = Request & {
  label: string
  status: number
  /** The same request naming a missing id instead of A's: B's answer must be exactly the same. */
  twin?: Request
  /** A's own identical request answers 200: the attempt names A's resource rightly. */
  ownerSees?: boolean
  check?: (response: Response) => void
}

type OwnershipCase = {
  attempts: (a: OwnerData, b: Prober) => Attempt[]
  /** What B's attempts may change of A's data (the only case: B enters A's invitation code). */
  changesOwner?: (view: Record<string, unknown>) => Record<string, unknown>
}

const idsOf = (response: Response): unknown[] => (response.json().data as { id: unknown }[]).map((item) => item.id)
const notListing =
  (...ids: unknown[]) =>
  (response: Response) => {
    for (const id of ids) expect(idsOf(response)).not.toContain(id)
  }
const freshKey = () => `probe-${randomUUID()}`
const orderPaths = ['/catalog/ikom-order/create-retail-order', '/catalog/ikom-order/create-retail-order-v2']

/** B's order attempts naming A's address, A's customer id and A's idempotency key. */
const orderCase = (path: string): OwnershipCase => ({
  attempts: (a, b) => [
    {
      label: 'A’s address as the delivery address',
      url: path,
      headers: { 'idempotency-key': freshKey() },
      payload: orderBody(a.addressId, a.productId),
      status: 422,
      twin: { url: path, headers: { 'idempotency-key': freshKey() }, payload: orderBody(MISSING_ID, a.productId) },
    },
    {
      label: 'A’s customer id',
      url: path,
      headers: { 'idempotency-key': freshKey() },
      payload: orderBody(b.addressId, a.productId, { customer_id: a.owner.id }),
      status: 403,
      twin: {
        url: path,
        headers: { 'idempotency-key': freshKey() },
        payload: orderBody(b.addressId, a.productId, { customer_id: MISSING_ID }),
      },
    },
    {
      label: 'A’s idempotency key: a new order of B’s, never A’s replayed',
      url: path,
      headers: { 'idempotency-key': a.orderKey },
      payload: orderBody(b.addressId, a.productId),
      status: 201,
      check: (response) => {
        expect(response.headers['idempotent-replayed']).toBe('false')
        expect(response.json().data.id).not.toBe(a.orderId)
      },
    },
  ],
})

const CASES: Record<string, OwnershipCase> = {
  'GET /api/users/me': {
    attempts: (a) => [
      { label: 'who am I', url: '/api/users/me', status: 200, check: (r) => expect(r.json().data.id).not.toBe(a.owner.id) },
    ],
  },
  'GET /api/addresses': {
    attempts: (a) => [
      { label: 'my book', url: '/api/addresses', status: 200, check: notListing(a.addressId) },
      { label: 'my default', url: '/api/addresses?filter[default]=1', status: 200, check: notListing(a.addressId) },
      { label: 'A’s user id as a filter', url: `/api/addresses?filter[user_id]=${a.owner.id}`, status: 400 },
    ],
  },
  'GET /api/addresses/:id': {
    attempts: (a) => [
      {
        label: 'A’s address',
        url: `/api/addresses/${a.addressId}`,
        status: 404,
        twin: { url: `/api/addresses/${MISSING_ID}` },
        ownerSees: true,
      },
    ],
  },
  'POST /api/addresses': {
    attempts: (a) => [
      {
        label: 'A’s user and address ids in the body, as the default',
        url: '/api/addresses',
        payload: {
          consignee: 'B',
          tel: '0900000000',
          ward_id: '00001',
          address_detail: '1 Lý Thái Tổ',
          default: true,
          user_id: a.owner.id,
          id: a.addressId,
        },
        status: 201,
        check: (r) => expect(r.json().data.id).not.toBe(a.addressId),
      },
    ],
  },
  'PUT /api/addresses/:id': {
    attempts: (a) => {
      const payload = { consignee: 'B', tel: '0900000000', ward_id: '00001', address_detail: 'overwritten', default: false }
      return [
        {
          label: 'A’s address',
          url: `/api/addresses/${a.addressId}`,
          payload,
          status: 404,
          twin: { url: `/api/addresses/${MISSING_ID}`, payload },
        },
      ]
    },
  },
  'DELETE /api/addresses/:id': {
    attempts: (a) => [
      { label: 'A’s address', url: `/api/addresses/${a.addressId}`, status: 404, twin: { url: `/api/addresses/${MISSING_ID}` } },
    ],
  },
  'GET /api/wallet/users': {
    attempts: (a) => [
      { label: 'my wallets', url: '/api/wallet/users?filter[own]=1', status: 200, check: notListing(...a.walletIds) },
      { label: 'not only mine', url: '/api/wallet/users?filter[own]=0', status: 200, check: notListing(...a.walletIds) },
      { label: 'by currency', url: '/api/wallet/users?filter[currency_id]=VND', status: 200, check: notListing(...a.walletIds) },
    ],
  },
  'GET /api/wallet/users/:id': {
    attempts: (a) =>
      a.walletIds.map((id) => ({
        label: `A’s wallet ${id}`,
        url: `/api/wallet/users/${id}`,
        status: 404,
        twin: { url: `/api/wallet/users/${MISSING_ID}` },
        ownerSees: true,
      })),
  },
  'GET /api/transactions': {
    attempts: (a) => [
      { label: 'mine', url: '/api/transactions?per_page=100', status: 200, check: notListing(a.transactionId) },
      {
        label: 'A’s wallet',
        url: `/api/transactions?filter[wallet_id]=${a.walletIds[0]}`,
        status: 404,
        twin: { url: `/api/transactions?filter[wallet_id]=${MISSING_ID}` },
        ownerSees: true,
      },
      {
        label: 'A’s receipt reference',
        url: `/api/transactions?filter[receipts.receiptable_id]=${a.receiptableId}&append=references`,
        status: 200,
        check: (r) => expect(r.json().total).toBe(0),
      },
    ],
  },
  'GET /api/invitations/me': {
    attempts: (a) => [
      { label: 'my code', url: '/api/invitations/me', status: 200, check: (r) => expect(r.json().data.code).not.toBe(a.invitationCode) },
    ],
  },
  'POST /api/invitations': {
    attempts: (a) => [
      { label: 'from A’s device', url: '/api/invitations', payload: { code: a.invitationCode, device_id: a.deviceId }, status: 422 },
      {
        label: 'A’s code, from B’s own device: the invitation works, B sees only B’s status',
        url: '/api/invitations',
        payload: { code: a.invitationCode, device_id: `probe-device-${randomUUID().slice(0, 8)}` },
        status: 201,
        check: (r) => expect(r.json().data.code).not.toBe(a.invitationCode),
      },
    ],
    changesOwner: (view) => {
      const status = view.invitations as { status: number; body: { data: { credit: { activated_codes: number; amount: number } } } }
      const { credit } = status.body.data
      const grown = { ...credit, activated_codes: credit.activated_codes + 1, amount: credit.amount + INVITATION_REWARD_VND }
      return { ...view, invitations: { ...status, body: { data: { ...status.body.data, credit: grown } } } }
    },
  },
  'POST /api/supports': {
    attempts: (a) => [
      {
        label: 'A’s user and ticket ids in the body',
        url: '/api/supports',
        payload: { message: 'B', user_id: a.owner.id, id: a.ticketId },
        status: 201,
        check: (r) => expect(r.json().data.id).not.toBe(a.ticketId),
      },
      {
        label: 'a request linked to A’s order',
        url: '/api/supports',
        payload: { message: 'B', order_id: a.orderId },
        status: 422,
        twin: { url: '/api/supports', payload: { message: 'B', order_id: MISSING_ID } },
      },
    ],
  },
  'POST /api/supports/:id/messages': {
    attempts: (a) => [
      {
        label: 'a message in A’s thread',
        url: `/api/supports/${a.ticketId}/messages`,
        payload: { body: 'B' },
        status: 404,
        twin: { url: `/api/supports/${MISSING_ID}/messages`, payload: { body: 'B' } },
      },
    ],
  },
  'POST /api/supports/:id/close': {
    attempts: (a) => [
      {
        label: 'closing A’s request',
        url: `/api/supports/${a.ticketId}/close`,
        payload: {},
        status: 404,
        twin: { url: `/api/supports/${MISSING_ID}/close`, payload: {} },
      },
    ],
  },
  'GET /api/supports': {
    attempts: (a) => [{ label: 'mine', url: '/api/supports?per_page=50', status: 200, check: notListing(a.ticketId) }],
  },
  'GET /api/supports/:id': {
    attempts: (a) => [
      {
        label: 'A’s ticket',
        url: `/api/supports/${a.ticketId}`,
        status: 404,
        twin: { url: `/api/supports/${MISSING_ID}` },
        ownerSees: true,
      },
    ],
  },
  'POST /api/support-contents': {
    attempts: (a) => {
      const [form, twinForm] = [supportUploadForm(a.ticketId), supportUploadForm(MISSING_ID)]
      return [
        {
          label: 'an image on A’s ticket',
          url: '/api/support-contents',
          payload: form.payload,
          headers: form.headers,
          status: 404,
          twin: { url: '/api/support-contents', payload: twinForm.payload, headers: twinForm.headers },
        },
      ]
    },
  },
  'GET /api/support-contents/:id/file': {
    attempts: (a) => [
      {
        label: 'A’s attachment',
        url: `/api/support-contents/${a.attachmentId}/file`,
        status: 404,
        twin: { url: `/api/support-contents/${MISSING_ID}/file` },
        ownerSees: true,
      },
    ],
  },
  'POST /api/product-reviews': {
    attempts: (a) => [
      {
        label: 'on A’s product, naming A’s review and user: B’s own review',
        url: '/api/product-reviews',
        payload: { product_id: a.productId, star: 1, comment: 'B', id: a.reviewId, user_id: a.owner.id },
        status: 201,
        check: (r) => expect(r.json().data.id).not.toBe(a.reviewId),
      },
    ],
  },
  'GET /catalog/cart/:userId': {
    attempts: (a) => [
      { label: 'A’s cart', url: `/catalog/cart/${a.owner.id}`, status: 403, twin: { url: `/catalog/cart/${MISSING_ID}` }, ownerSees: true },
    ],
  },
  'PUT /catalog/cart/:userId': {
    attempts: (a) => {
      const payload = { shop_id: IKOM_ID, item_ref: String(a.productId), quantity: 7 }
      return [
        {
          label: 'A’s cart',
          url: `/catalog/cart/${a.owner.id}`,
          payload,
          status: 403,
          twin: { url: `/catalog/cart/${MISSING_ID}`, payload },
        },
      ]
    },
  },
  'POST /catalog/cart/clear-cart/:userId': {
    attempts: (a) => {
      const payload = { items: [{ shop_id: IKOM_ID, item_ref: String(a.productId) }], product_ids: [a.productId] }
      return [
        {
          label: 'A’s cart',
          url: `/catalog/cart/clear-cart/${a.owner.id}`,
          payload,
          status: 403,
          twin: { url: `/catalog/cart/clear-cart/${MISSING_ID}`, payload },
        },
      ]
    },
  },
  ...Object.fromEntries(orderPaths.map((path) => [`POST ${path}`, orderCase(path)])),
  // Reads only; B's quote is priced for B (B's invitation credit), whatever A has.
  'POST /catalog/ikom-order/quote': {
    attempts: (a) => [
      {
        label: 'a quote of A’s product',
        url: '/catalog/ikom-order/quote',
        payload: { shipment_method_id: 'air', orders: [{ items: [{ quantity: 1, product: { id: a.productId } }] }] },
        status: 200,
      },
    ],
  },
  // B describing the same market item makes B's own link item, never A's.
  'POST /api/link-items': {
    attempts: (a) => [
      {
        label: 'the item A described',
        url: '/api/link-items',
        payload: { shop_id: 4, item_id: `m${a.linkItemId}9`, name: 'Áo', price: 2500 },
        status: 201,
        check: (response) => expect(response.json().data.id).not.toBe(a.linkItemId),
      },
    ],
  },
  // B asking for the item A described finds only B's own description: none.
  'GET /api/link-items': {
    attempts: (a) => [
      {
        label: 'the item A described',
        url: `/api/link-items?shop_id=4&item_id=${a.linkItemCode}`,
        status: 200,
        check: (response) => expect(response.json().data).toBeNull(),
      },
    ],
  },
  'GET /api/link-items/:ref': {
    attempts: (a) => [
      {
        label: 'A’s link item',
        url: `/api/link-items/${a.linkItemRef}`,
        status: 404,
        twin: { url: '/api/link-items/link-missing0000000000' },
        ownerSees: true,
      },
    ],
  },
  'GET /api/orders': {
    attempts: (a) => [
      { label: 'mine', url: '/api/orders?include=customer', status: 200, check: notListing(a.orderId) },
      { label: 'not only mine', url: '/api/orders?filter[own]=0', status: 200, check: notListing(a.orderId) },
      { label: 'A’s customer id as a filter', url: `/api/orders?filter[customer_id]=${a.owner.id}`, status: 400 },
    ],
  },
  'GET /api/orders/:id': {
    attempts: (a) => [
      {
        label: 'A’s order',
        url: `/api/orders/${a.orderId}?include=status,shipmentInfo,shipmentMethod&append=owning_boxes`,
        status: 404,
        twin: { url: `/api/orders/${MISSING_ID}?include=status,shipmentInfo,shipmentMethod&append=owning_boxes` },
        ownerSees: true,
      },
      {
        label: 'A’s order, not only mine',
        url: `/api/orders/${a.orderId}?filter[own]=0`,
        status: 404,
        twin: { url: `/api/orders/${MISSING_ID}?filter[own]=0` },
      },
    ],
  },
  'PUT /api/orders/:id/address': {
    attempts: (a) => {
      const payload = { address_id: a.addressId }
      return [
        {
          label: 'A’s order, with A’s address',
          url: `/api/orders/${a.orderId}/address`,
          payload,
          status: 404,
          twin: { url: `/api/orders/${MISSING_ID}/address`, payload },
        },
      ]
    },
  },
  'GET /api/checkouts/:id/payment': {
    attempts: (a) => [
      {
        label: 'A’s checkout',
        url: `/api/checkouts/${a.checkoutId}/payment`,
        status: 404,
        twin: { url: `/api/checkouts/${MISSING_ID}/payment` },
        ownerSees: true,
      },
    ],
  },
  'POST /api/checkouts/:id/pay-from-wallet': {
    attempts: (a) => [
      {
        label: 'A’s checkout, from B’s wallet',
        url: `/api/checkouts/${a.checkoutId}/pay-from-wallet`,
        status: 404,
        twin: { url: `/api/checkouts/${MISSING_ID}/pay-from-wallet` },
      },
    ],
  },
  'GET /api/order/items': {
    attempts: (a) => [
      {
        label: 'lines of A’s order',
        url: `/api/order/items?filter[order_id]=${a.orderId}&include=product`,
        status: 404,
        twin: { url: `/api/order/items?filter[order_id]=${MISSING_ID}&include=product` },
        ownerSees: true,
      },
    ],
  },
  'GET /api/order/notifications': {
    attempts: (a) => [{ label: 'my feed', url: '/api/order/notifications', status: 200, check: notListing(a.notificationId) }],
  },
  'POST /api/order/notifications/read': {
    attempts: (a) => [
      {
        label: 'up to A’s notification',
        url: '/api/order/notifications/read',
        payload: { up_to_id: a.notificationId },
        status: 200,
        check: notListing(a.notificationId),
      },
    ],
  },
  'GET /api/notifications': {
    attempts: (a) => [{ label: 'my centre', url: '/api/notifications', status: 200, check: notListing(a.centreNotificationId) }],
  },
  'POST /api/notifications/read': {
    attempts: (a) => [
      {
        label: 'up to A’s notification',
        url: '/api/notifications/read',
        payload: { up_to_id: a.centreNotificationId },
        status: 200,
        check: notListing(a.centreNotificationId),
      },
    ],
  },
  'POST /api/notifications/read-items': {
    attempts: (a) => [
      {
        label: 'A’s notification',
        url: '/api/notifications/read-items',
        payload: { ids: [a.centreNotificationId] },
        status: 404,
        twin: { url: '/api/notifications/read-items', payload: { ids: [MISSING_ID] } },
      },
    ],
  },
  'GET /api/notifications/preferences': {
    attempts: () => [{ label: 'my push preferences', url: '/api/notifications/preferences', status: 200 }],
  },
  'PUT /api/notifications/preferences': {
    attempts: () => [
      { label: 'my push preferences off', url: '/api/notifications/preferences', payload: { push: { warehouse: false } }, status: 200 },
    ],
  },
  'GET /api/push/public-key': {
    attempts: () => [{ label: 'the server’s key', url: '/api/push/public-key', status: 200 }],
  },
  'GET /api/push/subscriptions': {
    attempts: (a) => [{ label: 'my devices', url: '/api/push/subscriptions', status: 200, check: notListing(a.pushDeviceId) }],
  },
  // A's endpoint is known only to A's browser; sent by B it stays A's.
  'PUT /api/push/subscriptions': {
    attempts: (a) => [{ label: 'A’s device endpoint', url: '/api/push/subscriptions', payload: a.pushSubscription, status: 409 }],
  },
  'DELETE /api/push/subscriptions': {
    attempts: (a) => [
      {
        label: 'A’s device endpoint',
        url: '/api/push/subscriptions',
        payload: { endpoint: a.pushSubscription.endpoint },
        status: 404,
        twin: { url: '/api/push/subscriptions', payload: { endpoint: `https://fcm.googleapis.com/fcm/send/missing-${MISSING_ID}` } },
      },
    ],
  },
  'DELETE /api/push/subscriptions/:id': {
    attempts: (a) => [
      {
        label: 'A’s device',
        url: `/api/push/subscriptions/${a.pushDeviceId}`,
        status: 404,
        twin: { url: `/api/push/subscriptions/${MISSING_ID}` },
      },
    ],
  },
}

const userIdCase = (path: string, body: (userId: number) => object): OwnershipCase => ({
  attempts: (a) => [
    { label: 'A’s user id in the body', url: path, payload: body(a.owner.id), status: 403, twin: { url: path, payload: body(MISSING_ID) } },
  ],
})
const permissionCheckCase = (path: string): OwnershipCase => ({
  attempts: (a) => [
    {
      label: 'A’s user id',
      url: `${path}?user_id=${a.owner.id}`,
      status: 403,
      twin: { url: `${path}?user_id=${MISSING_ID}` },
      ownerSees: true,
    },
  ],
})
const noAuctionSecrets = (response: Response) => {
  expect(response.body).not.toContain('7777777')
  expect(response.body).not.toContain('8888888')
}
const snipeIdCase = (method: 'PUT' | 'DELETE'): OwnershipCase => ({
  attempts: (a) => [
    {
      label: 'A’s snipe',
      url: `/api/auction/snipes/${a.snipeId}`,
      payload: method === 'PUT' ? { max_price: 9000 } : undefined,
      status: 404,
      twin: { url: `/api/auction/snipes/${MISSING_ID}`, payload: method === 'PUT' ? { max_price: 9000 } : undefined },
    },
  ],
})

Object.assign(CASES, {
  'GET /catalog/auction/check-user-permission': permissionCheckCase('/catalog/auction/check-user-permission'),
  'GET /catalog/ecoring/check-ecoring-user-permission': permissionCheckCase('/catalog/ecoring/check-ecoring-user-permission'),
  'POST /catalog/request-permission/create': userIdCase('/catalog/request-permission/create', (userId) => ({
    tel: '0912345678',
    supplier_name: 'yahoo-auction',
    user_id: userId,
  })),
  'GET /catalog/request-permission/pending': {
    attempts: () => [
      {
        label: 'my pending permission request',
        url: '/catalog/request-permission/pending?supplier_name=yahoo-auction',
        status: 200,
        check: (response: Response) => expect(response.json().data).toBeNull(),
      },
    ],
  },
  'POST /catalog/auction/bid': userIdCase('/catalog/auction/bid', (userId) => ({ url: 'x1000000000', user_id: userId, price: 5000 })),
  'POST /catalog/ecoring/bid': userIdCase('/catalog/ecoring/bid', (userId) => ({ item: 'eco-1016', bid_price: 5000, user_id: userId })),
  'POST /api/auction/snipes': userIdCase('/api/auction/snipes', (userId) => ({
    url: 'x1000000000',
    user_id: userId,
    max_price: 5000,
    lead_seconds: 300,
  })),
  'PUT /api/auction/snipes/:id': snipeIdCase('PUT'),
  'DELETE /api/auction/snipes/:id': snipeIdCase('DELETE'),
  'GET /api/auction/snipes': {
    attempts: (a) => [
      { label: 'my snipes', url: '/api/auction/snipes', status: 200, check: notListing(a.snipeId) },
      { label: 'my snipes on A’s lot', url: `/api/auction/snipes?id=${a.lotId}`, status: 200, check: notListing(a.snipeId) },
    ],
  },
  'GET /api/auction/mine': {
    attempts: (a) => [
      {
        label: 'my standing on A’s lot',
        url: `/api/auction/mine?id=${a.lotId}`,
        status: 200,
        check: (response: Response) => expect(response.json().data).toEqual({ status: null, max_price: null, snipe: null, held: 0 }),
      },
    ],
  },
  'GET /api/auction/watches': {
    attempts: (a) => [{ label: 'my watch list', url: '/api/auction/watches', status: 200, check: notListing(a.lotId) }],
  },
  'GET /api/auction/watches/:id': {
    attempts: (a) => [
      {
        label: 'whether I follow A’s lot',
        url: `/api/auction/watches/${a.lotId}`,
        status: 200,
        check: (response: Response) => expect(response.json().data).toEqual({ following: false }),
      },
    ],
  },
  // B may open the lot A opened by its link: only B's own follow is written (A's watch list reads the same).
  'POST /api/auction/yahoo-lots': {
    attempts: (a) => [
      { label: 'open A’s lot by its link', url: '/api/auction/yahoo-lots', payload: { url: a.lotId }, status: 200 },
      {
        label: 'open A’s lot by its Yahoo address',
        url: '/api/auction/yahoo-lots',
        payload: { url: `https://page.auctions.yahoo.co.jp/jp/auction/${a.lotId}` },
        status: 200,
      },
    ],
  },
  // B may follow and unfollow the lot A follows: only B's own row changes (A's watch list reads the same).
  'PUT /api/auction/watches/:id': {
    attempts: (a) => [{ label: 'follow A’s lot', url: `/api/auction/watches/${a.lotId}`, status: 200 }],
  },
  'DELETE /api/auction/watches/:id': {
    attempts: (a) => [{ label: 'unfollow A’s lot', url: `/api/auction/watches/${a.lotId}`, status: 200 }],
  },
  'GET /api/auction/won/:id': {
    attempts: (a) => [
      {
        label: 'A’s order as a won lot',
        url: `/api/auction/won/${a.orderId}`,
        status: 404,
        twin: { url: `/api/auction/won/${MISSING_ID}` },
      },
    ],
  },
  'GET /api/order/auction-logs': {
    attempts: (a) => [
      {
        label: 'my bid log',
        url: '/api/order/auction-logs',
        status: 200,
        check: (response: Response) => {
          notListing(a.auctionEntryId, -a.snipeId)(response)
          noAuctionSecrets(response)
        },
      },
      {
        label: 'A’s user id as the filter',
        url: `/api/order/auction-logs?filter[user_id]=${a.owner.id}`,
        status: 403,
        twin: { url: `/api/order/auction-logs?filter[user_id]=${MISSING_ID}` },
        ownerSees: true,
      },
    ],
  },
} satisfies Record<string, OwnershipCase>)

/** What no answer to anyone but A may contain. */
const secretsOf = (a: OwnerData) => [a.marker, a.owner.email, a.orderKey, a.deviceId, a.boxId]

type Sender = (method: string, request: Request) => Promise<Response>

function sender(context: TestContext, headers: Record<string, string>): Sender {
  return (method, { url, payload, headers: extra }) =>
    context.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, ...extra },
      payload: payload as string | Buffer | object | undefined,
    })
}

/** Sends B's attempts on one route; what went wrong, as lines naming the attempt. */
async function failuresOf(context: TestContext, key: string, a: OwnerData, b: Prober): Promise<string[]> {
  const method = key.split(' ')[0]
  const asB = sender(context, b.headers)
  const asA = sender(context, a.owner.headers)
  const failures: string[] = []
  for (const attempt of CASES[key].attempts(a, b)) {
    const name = `${key} — ${attempt.label}`
    const response = await asB(method, attempt)
    if (response.statusCode !== attempt.status)
      failures.push(`${name}: ${response.statusCode} (expected ${attempt.status}) ${response.body.slice(0, 200)}`)
    const leaked = secretsOf(a).filter((secret) => response.body.includes(secret))
    if (leaked.length > 0) failures.push(`${name}: the answer contains A’s ${leaked.join(', ')}`)
    if (attempt.twin) {
      const twin = await asB(method, attempt.twin)
      if (twin.statusCode !== response.statusCode || twin.body !== response.body)
        failures.push(`${name}: answered unlike a missing id (${response.statusCode} ${response.body} vs ${twin.statusCode} ${twin.body})`)
    }
    if (attempt.ownerSees) {
      const own = await asA(method, attempt)
      if (own.statusCode !== 200) failures.push(`${name}: A’s own request answers ${own.statusCode}, so the attempt proves nothing`)
    }
    try {
      attempt.check?.(response)
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`)
    }
  }
  return failures
}

/** Any path, with each parameter filled, and a JSON body for the methods that take one. */
const anyRequest = (route: RegisteredRoute): Request & { method: string } => ({
  method: route.method,
  url: route.url.replace(/:\w+/g, '1'),
  payload: ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? {} : undefined,
})

describeEachDriver('ownership matrix', (context) => {
  let a: OwnerData
  let uploadDir = ''

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'storefront-ownership-'))
    Object.assign(context().app.config, { UPLOAD_DIR: uploadDir })
    a = await ownerData(context())
  })

  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }))

  it('has a case for every customer route of the route table, and none for a route that is gone', () => {
    const customerRoutes = routesOfScope(context().app.registeredRoutes, 'customer').map(routeKey)
    expect(customerRoutes.length).toBeGreaterThan(20)
    const withoutCase = customerRoutes.filter((key) => !(key in CASES))
    expect(
      withoutCase,
      `customer routes without an ownership case (add one to CASES in tests/api/ownership-matrix.test.ts): ${withoutCase.join(', ')}`,
    ).toEqual([])
    const gone = Object.keys(CASES).filter((key) => !customerRoutes.includes(key))
    expect(gone, `ownership cases for routes that are no longer customer routes: ${gone.join(', ')}`).toEqual([])
  })

  it.each(Object.keys(CASES))('%s: B is refused A’s data and changes none of it', { timeout: 60_000 }, async (key) => {
    const b = await prober(context())
    const before = await ownerView(context(), a)
    const failures = await failuresOf(context(), key, a, b)
    expect(failures.join('\n')).toBe('')
    const expected = CASES[key].changesOwner?.(before) ?? before
    expect(await ownerView(context(), a)).toEqual(expected)
  })

  it('reveals nothing of A’s private data on any public route, to B or to a visitor', async () => {
    const b = await prober(context())
    const aIds = [a.owner.id, a.addressId, a.orderId, a.ticketId, a.attachmentId, a.notificationId, ...a.walletIds]
    const leaks: string[] = []
    for (const route of routesOfScope(context().app.registeredRoutes, 'public').filter((entry) => entry.method === 'GET')) {
      const urls = route.url.includes(':') ? aIds.map((id) => route.url.replace(/:\w+/g, String(id))) : [route.url]
      for (const url of urls)
        for (const headers of [b.headers, {}]) {
          const body = (await context().app.inject({ url, headers })).body
          const leaked = secretsOf(a).filter((secret) => body.includes(secret))
          if (leaked.length > 0) leaks.push(`${url}: ${leaked.join(', ')}`)
        }
    }
    expect(leaks).toEqual([])
  })

  it('asks for sign-in on every customer route (401), and answers a customer 403 and a visitor 401 on every staff route', async () => {
    const { app } = context()
    const someone = await signedInWithEmail(context())
    const answers: string[] = []
    const expected: string[] = []
    for (const route of routesOfScope(app.registeredRoutes, 'customer')) {
      const { method, ...request } = anyRequest(route)
      answers.push(`${routeKey(route)} visitor ${(await sender(context(), {})(method, request)).statusCode}`)
      expected.push(`${routeKey(route)} visitor 401`)
    }
    const staffRoutes = routesOfScope(app.registeredRoutes, 'staff')
    expect(staffRoutes.length).toBeGreaterThan(0)
    for (const route of staffRoutes) {
      const { method, ...request } = anyRequest(route)
      answers.push(`${routeKey(route)} customer ${(await sender(context(), someone.headers)(method, request)).statusCode}`)
      answers.push(`${routeKey(route)} visitor ${(await sender(context(), {})(method, request)).statusCode}`)
      expected.push(`${routeKey(route)} customer 403`, `${routeKey(route)} visitor 401`)
    }
    expect(answers).toEqual(expected)
  })
})
