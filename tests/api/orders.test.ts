import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, it, vi } from 'vitest'
import { boxNotificationHeadline } from '@shared/orders/box-notification'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { estimatedFreightVnd, priceWithTax } from '@shared/orders/totals'
import { AWOND_ID, IKOM_ID } from '@shared/shops/registry'
import { addBoxNotification, addOwningBox } from '@server/modules/orders/boxes'
import { orders } from '@server/modules/orders/tables'
import { describeEachDriver, type TestContext } from './support/test-app'
import { addressOf, createOrder, customer, getCart, productsOf, putCart, setSaleStatus, type Customer } from './support/shop-fixtures'

type Line = { id: number; quantity: number }
type Product = Awaited<ReturnType<typeof productsOf>>[number]

function body(addressId: number, lines: Line[], method: 'air' | 'sea' = 'air', extra: Record<string, unknown> = {}) {
  return {
    order_info: {
      shipment_info: {
        address_id: addressId,
        consignee: 'ignored',
        address: 'ignored',
        tel: '0000',
        ward_id: '00001',
        note: '',
        sender_name: '',
        sender_tel: '',
      },
      shipment_method_id: method,
      note: 'Gói cẩn thận',
      purchase_cost_currency_id: 'JPY',
      service_fee_currency_id: 'JPY',
      sales_organization_id: 'jp-sales',
      transport_organization_id: 'vn-transport',
    },
    // The client's prices are deliberately wrong: the server prices from the catalogue.
    items: lines.map((line) => ({
      price: 1,
      quantity: line.quantity,
      tax_percent: 10,
      product: { id: line.id, name: 'x', image_url: '', initial_price: 1, price: 1, height: 0, weight: 0, width: 0, length: 0 },
    })),
    buyer_info: { name: 'Bình', image_url: '', price: 0, url: '', username: 'binh' },
    ...extra,
  }
}

async function listOrders(context: TestContext, who: Customer, query = '') {
  return (
    await context.app.inject({
      url: `/api/orders?include=type,status,itemsCount,customer&append=first_item&sort=-created_at${query}`,
      headers: who.headers,
    })
  ).json()
}

async function rate(context: TestContext): Promise<number> {
  return (await context.app.inject({ url: '/api/amount-with-conditions' })).json().data.rate
}

const purchaseCost = (products: Product[], lines: Line[]) =>
  lines.reduce((sum, line) => {
    const product = products.find((candidate) => candidate.id === line.id)!
    return sum + priceWithTax(product.price, product.taxPercent) * line.quantity
  }, 0)

describeEachDriver(
  'orders',
  (context) => {
    it('asks for sign-in', async () => {
      const { app } = context()
      expect((await app.inject({ url: '/api/orders' })).statusCode).toBe(401)
      expect((await app.inject({ url: '/api/orders/1001' })).statusCode).toBe(401)
      expect((await app.inject({ url: '/api/order/items?filter[order_id]=1001' })).statusCode).toBe(401)
      expect((await app.inject({ method: 'POST', url: '/catalog/ikom-order/create-retail-order', payload: {} })).statusCode).toBe(401)
    })

    it('creates one order per shop group, priced from the catalogue, and the ordered lines leave the cart', async () => {
      const me = await customer(context())
      const addressId = await addressOf(context(), me)
      const ikom = await productsOf(context(), IKOM_ID, 3)
      const [awond] = await productsOf(context(), AWOND_ID, 1)
      await putCart(context(), me, { product_id: ikom[0].id, quantity: 2 })
      await putCart(context(), me, { product_id: ikom[1].id, quantity: 1 })
      await putCart(context(), me, { product_id: ikom[2].id, quantity: 5 })
      await putCart(context(), me, { product_id: awond.id, quantity: 3 })

      const ikomLines = [
        { id: ikom[0].id, quantity: 2 },
        { id: ikom[1].id, quantity: 1 },
      ]
      const first = await createOrder(context(), me, body(addressId, ikomLines, 'sea'))
      expect(first.statusCode).toBe(201)
      expect(first.headers['idempotent-replayed']).toBe('false')
      const order = first.json().data
      const paymentRate = await rate(context())
      const cost = purchaseCost(ikom, ikomLines)
      expect(order).toMatchObject({
        code: `OS${String(order.id).padStart(6, '0')}`,
        status_id: ORDER_STATUS.Newish,
        status: { id: 1 },
        shop_id: IKOM_ID,
        shipment_method_id: 'sea',
        shipment_method: { id: 'sea' },
        items_count: 2,
        note: 'Gói cẩn thận',
        purchase_cost: cost,
        purchase_cost_currency_id: 'JPY',
        service_fee: 0,
        service_fee_currency_id: 'JPY',
        payment_rate: paymentRate,
        total_payment: Math.round(cost * paymentRate),
        estimated_freight_charge: estimatedFreightVnd(
          ikomLines.map((line) => ({ weight_grams: ikom.find((p) => p.id === line.id)!.weightGrams, quantity: line.quantity })),
          'sea',
        ),
        freight_discount: 0,
        shipment_info: {
          consignee: 'Trần Thị Bình',
          tel: '0912345678',
          full_address: '8 Hàng Bài, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội',
        },
        first_item: {
          product_id: ikom[0].id,
          quantity: 2,
          price: ikom[0].price,
          tax_percent: 10,
          price_with_tax: priceWithTax(ikom[0].price),
          balance: priceWithTax(ikom[0].price) * 2,
          product: { name: ikom[0].name },
        },
      })
      expect(order.purchase_cost).toBeGreaterThan(3)

      const afterFirst = await getCart(context(), me)
      expect(afterFirst.map((group) => group.products.map((line) => line.id))).toEqual([[ikom[2].id], [awond.id]])

      const second = await createOrder(
        context(),
        me,
        body(addressId, [{ id: awond.id, quantity: 3 }], 'air'),
        undefined,
        'create-retail-order-v2',
      )
      expect(second.statusCode).toBe(201)
      expect(second.json().data).toMatchObject({ shop_id: AWOND_ID, shipment_method_id: 'air', items_count: 1 })
      expect((await getCart(context(), me)).map((group) => group.products.map((line) => line.id))).toEqual([[ikom[2].id]])

      const list = await listOrders(context(), me)
      expect(list).toMatchObject({ total: 2, current_page: 1, last_page: 1, from: 1, to: 2 })
      expect(list.data.map((entry: { id: number }) => entry.id)).toEqual([second.json().data.id, order.id])
      expect(list.data[1]).toMatchObject({
        type: { id: 'retail' },
        status: { id: 1 },
        items_count: 2,
        customer: { id: me.id },
        first_item: { product_id: ikom[0].id },
      })

      const items = await context().app.inject({
        url: `/api/order/items?filter[order_id]=${order.id}&append=currency_id&include=product&page=1`,
        headers: me.headers,
      })
      expect(items.statusCode).toBe(200)
      expect(items.json()).toMatchObject({
        total: 2,
        data: [
          { product_id: ikom[0].id, currency_id: 'JPY', product: { id: ikom[0].id } },
          { product_id: ikom[1].id, quantity: 1 },
        ],
      })
    })

    it('refuses mixed shops, a sold-out product, someone else’s address and a missing method', async () => {
      const me = await customer(context())
      const stranger = await customer(context())
      const addressId = await addressOf(context(), me)
      const strangersAddress = await addressOf(context(), stranger)
      const [ikom, ikomSold] = await productsOf(context(), IKOM_ID, 2)
      const [awond] = await productsOf(context(), AWOND_ID, 1)

      const mixed = await createOrder(
        context(),
        me,
        body(addressId, [
          { id: ikom.id, quantity: 1 },
          { id: awond.id, quantity: 1 },
        ]),
      )
      expect(mixed.statusCode).toBe(422)
      expect(mixed.json()).toMatchObject({ code: 'orderMixedShops', message: 'Each order holds products of one shop only.' })

      await setSaleStatus(context(), ikomSold.id, 'sold_out')
      const sold = await createOrder(context(), me, body(addressId, [{ id: ikomSold.id, quantity: 1 }]))
      expect(sold.statusCode).toBe(422)
      expect(sold.json()).toMatchObject({
        code: 'cartProductSoldOut',
        errors: { 'items.0': [`The product "${ikomSold.name}" is sold out.`] },
      })
      await setSaleStatus(context(), ikomSold.id, 'on_sale')

      const foreign = await createOrder(context(), me, body(strangersAddress, [{ id: ikom.id, quantity: 1 }]))
      expect(foreign.statusCode).toBe(422)
      expect(foreign.json().code).toBe('orderAddressNotFound')

      const noMethod = await createOrder(context(), me, body(addressId, [{ id: ikom.id, quantity: 1 }], 'boat' as 'air'))
      expect(noMethod.statusCode).toBe(400)
      expect(noMethod.json().errors['order_info.shipment_method_id']).toEqual(['Please choose a shipment method: air or sea.'])

      const otherCustomer = await createOrder(context(), me, {
        ...body(addressId, [{ id: ikom.id, quantity: 1 }]),
        order_info: { ...body(addressId, []).order_info, customer_id: stranger.id },
      })
      expect(otherCustomer.statusCode).toBe(403)
      expect((await listOrders(context(), me)).total).toBe(0)
    })

    it('creates one order per idempotency key: replays, retries and parallel duplicates', async () => {
      const me = await customer(context())
      const addressId = await addressOf(context(), me)
      const [product] = await productsOf(context(), IKOM_ID, 1)
      const payload = body(addressId, [{ id: product.id, quantity: 1 }])

      const key = randomUUID()
      const created = await createOrder(context(), me, payload, key)
      const replay = await createOrder(context(), me, payload, key)
      expect(created.statusCode).toBe(201)
      expect(replay.statusCode).toBe(200)
      expect(replay.headers['idempotent-replayed']).toBe('true')
      expect(replay.json().data.id).toBe(created.json().data.id)
      // The key may travel in the body instead of the header.
      const inBody = await createOrder(context(), me, { ...payload, idempotency_key: key }, null)
      expect(inBody.json().data.id).toBe(created.json().data.id)

      const parallelKey = randomUUID()
      const answers = await Promise.all(Array.from({ length: 6 }, () => createOrder(context(), me, payload, parallelKey)))
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201])
      expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1)
      expect((await listOrders(context(), me)).total).toBe(2)
      const rows = await context().database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, me.id))
      expect(rows).toHaveLength(2)

      // Named by (shop_id, item_ref) instead of the older product.id, it is the same order.
      const byRef = {
        ...payload,
        items: [{ quantity: 1, product: { shop_id: IKOM_ID, item_ref: String(product.id) } }],
      }
      expect((await createOrder(context(), me, byRef, key)).json().data.id).toBe(created.json().data.id)

      const reused = await createOrder(context(), me, body(addressId, [{ id: product.id, quantity: 4 }]), key)
      expect(reused.statusCode).toBe(422)
      expect(reused.json().code).toBe('idempotencyKeyReused')
      const missing = await createOrder(context(), me, payload, null)
      expect(missing.statusCode).toBe(400)
      expect(missing.json().code).toBe('idempotencyKeyRequired')
      const mismatch = await createOrder(context(), me, { ...payload, idempotency_key: randomUUID() }, randomUUID())
      expect(mismatch.json().code).toBe('idempotencyKeyMismatch')
      expect((await createOrder(context(), me, payload, 'short')).json().code).toBe('idempotencyKeyInvalid')
      // Another customer's identical key is theirs alone.
      const other = await customer(context())
      const otherAnswer = await createOrder(
        context(),
        other,
        body(await addressOf(context(), other), [{ id: product.id, quantity: 1 }]),
        key,
      )
      expect(otherAnswer.statusCode).toBe(201)
      expect(otherAnswer.json().data.id).not.toBe(created.json().data.id)
    })

    it('shows orders, their detail and items only to their owner', async () => {
      const owner = await customer(context())
      const stranger = await customer(context())
      const [product] = await productsOf(context(), IKOM_ID, 1)
      const order = (await createOrder(context(), owner, body(await addressOf(context(), owner), [{ id: product.id, quantity: 1 }]))).json()
        .data

      expect((await listOrders(context(), stranger)).total).toBe(0)
      expect((await listOrders(context(), stranger, '&filter[own]=1')).data).toEqual([])
      const detail = await context().app.inject({ url: `/api/orders/${order.id}?include=status`, headers: stranger.headers })
      expect(detail.statusCode).toBe(404)
      expect(detail.json().code).toBe('orderNotFound')
      expect((await context().app.inject({ url: `/api/orders/999999`, headers: stranger.headers })).json().code).toBe('orderNotFound')
      const items = await context().app.inject({ url: `/api/order/items?filter[order_id]=${order.id}`, headers: stranger.headers })
      expect(items.statusCode).toBe(404)
      expect(items.body).not.toContain(product.name)
      expect((await context().app.inject({ url: '/api/order/items', headers: owner.headers })).statusCode).toBe(400)
      expect((await context().app.inject({ url: '/api/orders?filter[customer_id]=1', headers: owner.headers })).statusCode).toBe(400)

      const mine = await context().app.inject({
        url: `/api/orders/${order.id}?include=status,shipmentInfo,shipmentMethod&append=owning_boxes&filter[own]=1`,
        headers: owner.headers,
      })
      expect(mine.statusCode).toBe(200)
      expect(mine.json().data).toMatchObject({
        id: order.id,
        status: { id: 1 },
        shipment_method: { id: 'air' },
        shipment_info: { consignee: 'Trần Thị Bình' },
      })
    })

    it('filters by status and pages newest first', async () => {
      const me = await customer(context())
      const addressId = await addressOf(context(), me)
      const [product] = await productsOf(context(), IKOM_ID, 1)
      const ids: number[] = []
      for (let index = 0; index < 12; index += 1)
        ids.push((await createOrder(context(), me, body(addressId, [{ id: product.id, quantity: 1 }]))).json().data.id)
      await context().database.db.update(orders).set({ statusId: ORDER_STATUS.Paid }).where(eq(orders.id, ids[3]))
      const paid = await listOrders(context(), me, `&filter[status_id]=${ORDER_STATUS.Paid}`)
      expect(paid.data.map((order: { id: number }) => order.id)).toEqual([ids[3]])
      const page2 = await listOrders(context(), me, '&page=2')
      expect(page2).toMatchObject({ current_page: 2, last_page: 2, from: 11, to: 12, total: 12, per_page: 10 })
      expect(page2.data.map((order: { id: number }) => order.id)).toEqual([ids[1], ids[0]])
      const oldest = (await context().app.inject({ url: '/api/orders?sort=created_at', headers: me.headers })).json()
      expect(oldest.data[0].id).toBe(ids[0])
    })

    it('answers owning boxes with notifications whose headline follows the rule table', async () => {
      const me = await customer(context())
      const [product] = await productsOf(context(), AWOND_ID, 1)
      const order = (await createOrder(context(), me, body(await addressOf(context(), me), [{ id: product.id, quantity: 1 }]))).json().data
      const detailOf = async () =>
        (await context().app.inject({ url: `/api/orders/${order.id}?append=owning_boxes`, headers: me.headers })).json().data
          .owning_boxes as {
          box_id: string
          notifications: { id: number; content: Record<string, Record<string, unknown>> }[]
        }[]

      // With DEMO_DATA=on the demo simulator's job gives a new order a warehouse trail, once, a moment after it is placed.
      await vi.waitFor(async () => expect(await detailOf()).toHaveLength(1), { timeout: 15_000, interval: 200 })
      const demo = await detailOf()
      expect(demo).toHaveLength(1)
      expect(demo[0].box_id).toBe(`BX${String(order.id).padStart(6, '0')}-1`)
      expect(demo[0].notifications.map((note) => boxNotificationHeadline(note.content)?.key)).toEqual([
        'distributed',
        'pick_in_container',
        'pick_out_container',
      ])
      expect(demo[0].notifications[1].content.pick_in_container.from_area).toMatchObject({ name: expect.stringMatching(/^Kho /) })

      const boxId = await addOwningBox(context().database.db, order.id, 'BOX-42')
      expect(await addOwningBox(context().database.db, order.id, 'BOX-42')).toBe(boxId)
      const table: [Record<string, unknown>, string | null, string | null][] = [
        [{ distributed: { area_id: 'vn-hanoi' } }, 'distributed', null],
        [{ pick_in_container: { from_area_id: 'jp-tokyo', to_area_id: 'vn-hcm' } }, 'pick_in_container', null],
        [{ pick_out_container: { area_id: 'jp-osaka' } }, 'pick_out_container', null],
        [{ shipping: {} }, 'shipping', 'neutral'],
        [{ cancel_distributed: {} }, 'cancel_distributed', 'danger'],
        [{ received: {} }, 'received', 'success'],
        [{ refunded: {} }, 'refunded', 'danger'],
        [{ cancelled: {}, received: {} }, 'received', 'success'],
        [{}, null, null],
      ]
      const base = Date.now()
      for (const [index, [content]] of table.entries())
        await addBoxNotification(context().database.db, context().integrations.notifier, boxId, content, new Date(base - index * 60_000))
      const box = (await detailOf()).find((entry) => entry.box_id === 'BOX-42')!
      expect(box.notifications).toHaveLength(table.length)
      box.notifications.forEach((note, index) => {
        const [, key, tone] = table[index]
        const headline = boxNotificationHeadline(note.content)
        expect(headline?.key ?? null).toBe(key)
        if (tone) expect(headline?.tone).toBe(tone)
      })
      expect(box.notifications[0].content.distributed).toEqual({ area_id: 'vn-hanoi', area: { id: 'vn-hanoi', name: 'Kho Hà Nội' } })

      // The header feed: newest first, unread until marked read.
      const feed = (await context().app.inject({ url: '/api/order/notifications', headers: me.headers })).json()
      expect(feed.unread_count).toBe(3 + table.length)
      expect(feed.data[0]).toMatchObject({ order_id: order.id, box_id: 'BOX-42', read: false })
      const read = await context().app.inject({
        method: 'POST',
        url: '/api/order/notifications/read',
        headers: me.headers,
        payload: { up_to_id: feed.data[0].id },
      })
      expect(read.json().unread_count).toBe(0)
      expect(read.json().data.every((note: { read: boolean }) => note.read)).toBe(true)
      const stranger = await customer(context())
      expect((await context().app.inject({ url: '/api/order/notifications', headers: stranger.headers })).json()).toEqual({
        data: [],
        unread_count: 0,
      })
    })

    it('takes the inviter’s credit off one order’s shipping fee, once, even for parallel orders', async () => {
      const inviter = await customer(context())
      const invitee = await customer(context())
      const code = (await context().app.inject({ url: '/api/invitations/me', headers: inviter.headers })).json().data.code
      const redeemed = await context().app.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: invitee.headers,
        payload: { code, device_id: `device-${randomUUID()}` },
      })
      expect(redeemed.statusCode).toBe(201)
      expect((await context().app.inject({ url: '/api/invitations/me', headers: inviter.headers })).json().data.credit.amount).toBe(20_000)

      const addressId = await addressOf(context(), inviter)
      const [ikom] = await productsOf(context(), IKOM_ID, 1)
      const [awond] = await productsOf(context(), AWOND_ID, 1)
      const answers = await Promise.all([
        createOrder(context(), inviter, body(addressId, [{ id: ikom.id, quantity: 1 }], 'air')),
        createOrder(context(), inviter, body(addressId, [{ id: awond.id, quantity: 1 }], 'air')),
      ])
      const created = answers.map((answer) => answer.json().data)
      const gross = (product: Product) => estimatedFreightVnd([{ weight_grams: product.weightGrams, quantity: 1 }], 'air')
      const discounted = created.filter((order) => order.freight_discount > 0)
      expect(discounted).toHaveLength(1)
      expect(discounted[0].freight_discount).toBe(20_000)
      const product = discounted[0].shop_id === IKOM_ID ? ikom : awond
      expect(discounted[0].estimated_freight_charge).toBe(gross(product) - 20_000)
      expect((await context().app.inject({ url: '/api/invitations/me', headers: inviter.headers })).json().data.credit.amount).toBe(0)

      const later = (await createOrder(context(), inviter, body(addressId, [{ id: ikom.id, quantity: 1 }], 'air'))).json().data
      expect(later).toMatchObject({ freight_discount: 0, estimated_freight_charge: gross(ikom) })
    })

    it('quotes a checkout before it is made: per order the figures its payment will show, credit included, nothing spent', async () => {
      expect((await context().app.inject({ method: 'POST', url: '/catalog/ikom-order/quote', payload: {} })).statusCode).toBe(401)
      const inviter = await customer(context())
      const invitee = await customer(context())
      const code = (await context().app.inject({ url: '/api/invitations/me', headers: inviter.headers })).json().data.code
      await context().app.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: invitee.headers,
        payload: { code, device_id: `device-${randomUUID()}` },
      })
      const addressId = await addressOf(context(), inviter)
      const ikom = await productsOf(context(), IKOM_ID, 2)
      const [awond] = await productsOf(context(), AWOND_ID, 1)
      const groups: Line[][] = [
        [
          { id: ikom[0].id, quantity: 2 },
          { id: ikom[1].id, quantity: 1 },
        ],
        [{ id: awond.id, quantity: 3 }],
      ]
      const quoteBody = { shipment_method_id: 'air', orders: groups.map((lines) => ({ items: body(addressId, lines).items })) }
      const quoted = await context().app.inject({
        method: 'POST',
        url: '/catalog/ikom-order/quote',
        headers: inviter.headers,
        payload: quoteBody,
      })
      expect(quoted.statusCode, quoted.body).toBe(200)
      const quote = quoted.json().data
      expect(quote.orders).toHaveLength(2)
      expect((await context().app.inject({ url: '/api/invitations/me', headers: inviter.headers })).json().data.credit.amount).toBe(20_000)

      for (const [index, lines] of groups.entries()) {
        const order = (await createOrder(context(), inviter, body(addressId, lines, 'air'))).json().data
        expect(quote.orders[index]).toEqual({
          shop_id: order.shop_id,
          purchase_cost: order.purchase_cost,
          purchase_cost_vnd: Math.round(order.purchase_cost * order.payment_rate),
          service_fee_vnd: order.total_payment - Math.round(order.purchase_cost * order.payment_rate),
          total_payment: order.total_payment,
          estimated_freight_charge: order.estimated_freight_charge,
          freight_discount: order.freight_discount,
          grand_total: order.total_payment + order.estimated_freight_charge,
        })
      }
      expect(quote.orders[0].freight_discount).toBe(20_000)
      expect(quote.total).toBe(quote.orders[0].grand_total + quote.orders[1].grand_total)

      // A line that cannot be bought is refused as the order would be, named by its order and line.
      await setSaleStatus(context(), awond.id, 'sold_out')
      try {
        const refused = await context().app.inject({
          method: 'POST',
          url: '/catalog/ikom-order/quote',
          headers: inviter.headers,
          payload: quoteBody,
        })
        expect(refused.statusCode).toBe(422)
        expect(Object.keys(refused.json().errors)).toEqual(['orders.1.items.0'])
      } finally {
        await setSaleStatus(context(), awond.id, 'on_sale')
      }
    })
  },
  { demoData: true },
)
