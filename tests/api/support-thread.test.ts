import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { supportTickets } from '@server/modules/support/tables'
import { addressOf, createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

async function placeOrder(context: TestContext, who: Customer): Promise<number> {
  const [product] = await productsOf(context, IKOM_ID, 1)
  const addressId = await addressOf(context, who)
  const response = await createOrder(context, who, {
    order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', note: '' },
    items: [{ quantity: 1, product: { id: product.id } }],
  })
  expect(response.statusCode).toBe(201)
  return response.json().data.id
}

describeEachDriver('support threads', (context) => {
  const as = (who: Customer, language = 'en') => ({ ...who.headers, 'accept-language': language })
  let staff = ''
  const asStaff = () => ({ ...bearer(staff), 'accept-language': 'en' })
  const openCount = async () =>
    (await context().app.inject({ url: '/api/admin/dashboard', headers: asStaff() })).json().data.open_tickets as number

  it('signs in a support staff member', async () => {
    staff = (await signUpStaff(context(), ['support'])).token
  })

  it('stores the request’s fields as data, linked to one of the customer’s own orders only', async () => {
    const { app, database } = context()
    const buyer = await customer(context())
    const other = await customer(context())
    const orderId = await placeOrder(context(), buyer)
    const created = await app.inject({
      method: 'POST',
      url: '/api/supports',
      headers: as(buyer),
      payload: { name: 'Lan', contact: 'lan@example.com', order_id: orderId, message: 'The box arrived dented.' },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    const [row] = await database.db.select().from(supportTickets).where(eq(supportTickets.id, id))
    expect(row).toMatchObject({ name: 'Lan', contact: 'lan@example.com', orderId, message: 'The box arrived dented.', description: null })
    const refused = await app.inject({
      method: 'POST',
      url: '/api/supports',
      headers: as(other, 'vi'),
      payload: { message: 'x', order_id: orderId },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.order_id).toEqual(['Không tìm thấy đơn hàng này trong tài khoản của bạn.'])
  })

  it('goes back and forth: staff reply → answered and the customer is told; customer message → open; either closes', async () => {
    const { app } = context()
    const buyer = await customer(context())
    const before = await openCount()
    const created = await app.inject({
      method: 'POST',
      url: '/api/supports',
      headers: as(buyer),
      payload: { message: 'Where is my parcel?' },
    })
    const id = created.json().data.id
    expect(await openCount()).toBe(before + 1)

    const reply = await app.inject({
      method: 'POST',
      url: `/api/admin/support-tickets/${id}/messages`,
      headers: { ...asStaff(), 'idempotency-key': `reply-${id}` },
      payload: { body: 'It left Osaka today.' },
    })
    expect(reply.statusCode).toBe(201)
    expect(await openCount()).toBe(before)
    const answered = (await app.inject({ url: `/api/supports/${id}`, headers: as(buyer) })).json().data
    expect(answered).toMatchObject({ status: 'answered', messages: [{ author: 'staff', body: 'It left Osaka today.', contents: [] }] })
    expect(answered.messages[0]).not.toHaveProperty('staff_by')

    const feed = (await app.inject({ url: '/api/notifications', headers: as(buyer) })).json()
    const told = feed.data.filter((entry: { kind: string }) => entry.kind === 'support_reply')
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ title: 'We replied to your support request', url: `/customer/support/${id}` })

    const again = await app.inject({
      method: 'POST',
      url: `/api/supports/${id}/messages`,
      headers: as(buyer),
      payload: { body: 'Thanks! Tracking?' },
    })
    expect(again.statusCode).toBe(201)
    expect(again.json().data).toMatchObject({ author: 'customer', body: 'Thanks! Tracking?' })
    expect(await openCount()).toBe(before + 1)

    const inbox = (await app.inject({ url: '/api/admin/support-tickets?per_page=100', headers: asStaff() })).json().data
    expect(inbox.map((row: { id: number }) => row.id)).toContain(id)
    const thread = (await app.inject({ url: `/api/admin/support-tickets/${id}`, headers: asStaff() })).json().data
    expect(thread.messages.map((message: { author: string }) => message.author)).toEqual(['staff', 'customer'])

    const closed = await app.inject({ method: 'POST', url: `/api/supports/${id}/close`, headers: as(buyer), payload: {} })
    expect(closed.json().data.status).toBe('closed')
    expect(await openCount()).toBe(before)
    const list = (await app.inject({ url: '/api/supports', headers: as(buyer) })).json().data
    expect(list[0]).toMatchObject({ id, status: 'closed', last_activity_at: expect.any(Number) })
    const reopened = await app.inject({
      method: 'POST',
      url: `/api/supports/${id}/messages`,
      headers: as(buyer),
      payload: { body: 'One more thing' },
    })
    expect(reopened.statusCode).toBe(201)
    expect((await app.inject({ url: `/api/supports/${id}`, headers: as(buyer) })).json().data.status).toBe('open')
    const staffClosed = await app.inject({
      method: 'POST',
      url: `/api/admin/support-tickets/${id}/close`,
      headers: { ...asStaff(), 'idempotency-key': `close-${id}` },
      payload: {},
    })
    expect(staffClosed.json().data).toMatchObject({ status: 'closed', handled_at: expect.any(Number) })
    const unknown = await app.inject({ url: '/api/admin/support-tickets?filter[state]=handled', headers: asStaff() })
    expect(unknown.statusCode).toBe(400)
  })

  it('refuses an empty message and a message on someone else’s request', async () => {
    const { app } = context()
    const owner = await customer(context())
    const other = await customer(context())
    const id = (await app.inject({ method: 'POST', url: '/api/supports', headers: as(owner), payload: { message: 'Hi' } })).json().data.id
    const empty = await app.inject({ method: 'POST', url: `/api/supports/${id}/messages`, headers: as(owner), payload: { body: ' ' } })
    expect(empty.statusCode).toBe(400)
    const foreign = await app.inject({ method: 'POST', url: `/api/supports/${id}/messages`, headers: as(other), payload: { body: 'Hi' } })
    expect(foreign.statusCode).toBe(404)
    expect((await app.inject({ url: `/api/supports/${id}`, headers: as(owner) })).json().data.messages).toEqual([])
  })
})
