import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { products } from '@server/modules/catalog/tables'
import { foldSearchText } from '@shared/catalog/search-text'
import { orderCode } from '@shared/contracts/order'
import { IKOM_ID } from '@shared/shops/registry'
import type { StaffRole } from '@shared/staff/roles'
import { BANK_ENV, bankReference, postTransfer, staffCall } from './support/money-fixtures'
import { createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

type Results = {
  orders?: { id: number; code: string; consignee: string; customer_id: number; customer_name: string | null }[]
  customers?: { id: number; name: string | null; tel: string | null; email: string | null }[]
  boxes?: { box_id: string; order_id: number; order_code: string }[]
  transfers?: { reference_code: string; order_id: number | null; order_code: string | null }[]
  products?: { id: number; sku: string; name: string }[]
}

const CONSIGNEE = 'Nguyễn Thị Lan Phương'
const TEL = '0987654321'

async function addAddress(context: TestContext, who: Customer, consignee: string, tel: string): Promise<number> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: who.headers,
    payload: { consignee, tel, ward_id: '00001', address_detail: '8 Hàng Bài' },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.id
}

async function placeOrder(context: TestContext, who: Customer, addressId: number): Promise<number> {
  const [product] = await productsOf(context, IKOM_ID, 1)
  const response = await createOrder(context, who, {
    order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', note: '' },
    items: [{ quantity: 1, product: { id: product.id } }],
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.id
}

/**
 * The console's one search (issue 24, "Find anything") and the customer page: orders by code, customer,
 * consignee and phone without accents, customers by name and phone (their default address standing in for
 * an empty profile, and the profile filled at checkout), a scanned box code and a bank reference to their
 * order, products by name and SKU — each kind only for the roles that open it; internal notes audited and
 * never shown to the customer.
 */
describeEachDriver(
  'staff search and the customer page',
  (context) => {
    const tokens = new Map<StaffRole, string>()
    let lan: Customer
    let orderId: number
    const boxCode = `BXS-${Date.now().toString(36).toUpperCase()}`
    const reference = bankReference()

    const search = async (role: StaffRole, q: string): Promise<Results> => {
      const response = await staffCall(context(), tokens.get(role)!, 'GET', `/api/admin/search?q=${encodeURIComponent(q)}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data
    }

    beforeAll(async () => {
      for (const role of ['owner', 'finance', 'warehouse', 'support', 'content', 'auctions'] as const)
        tokens.set(role, (await signUpStaff(context(), [role])).token)
      lan = await customer(context())
    })

    it('finds a customer whose profile is empty by their default address (name without accents, phone as typed)', async () => {
      await addAddress(context(), lan, CONSIGNEE, TEL)
      const me = (await context().app.inject({ url: '/api/users/me', headers: lan.headers })).json().data
      expect(me.name).toBeNull()
      const byName = await search('support', 'nguyen thi lan phuong')
      expect(byName.customers?.map((found) => found.id)).toEqual([lan.id])
      expect(byName.customers?.[0]).toMatchObject({ name: CONSIGNEE, tel: TEL })
      const byPhone = await search('finance', '0987 654 321')
      expect(byPhone.customers?.map((found) => found.id)).toContain(lan.id)
    })

    it('fills the profile’s name and phone from the address at checkout, and keeps them on a later order', async () => {
      const addressId = (await context().app.inject({ url: '/api/addresses', headers: lan.headers })).json().data[0].id
      orderId = await placeOrder(context(), lan, addressId)
      const me = (await context().app.inject({ url: '/api/users/me', headers: lan.headers })).json().data
      expect(me).toMatchObject({ name: CONSIGNEE, tel: TEL })
      const other = await addAddress(context(), lan, 'Lê Văn Tám', '0901111222')
      await placeOrder(context(), lan, other)
      const after = (await context().app.inject({ url: '/api/users/me', headers: lan.headers })).json().data
      expect(after).toMatchObject({ name: CONSIGNEE, tel: TEL })
    })

    it('never shows a name taken from an address in public: a review signs with the masked e-mail', async () => {
      const [product] = await productsOf(context(), IKOM_ID, 1)
      const me = (await context().app.inject({ url: '/api/users/me', headers: lan.headers })).json().data
      const posted = await context().app.inject({
        method: 'POST',
        url: '/api/product-reviews',
        headers: lan.headers,
        payload: { product_id: product.id, star: 4, comment: 'Tốt' },
      })
      expect(posted.statusCode, posted.body).toBe(201)
      const reviews = await context().app.inject({
        url: `/api/product-reviews?include=reviewer&filter[product_id]=${product.id}`,
      })
      const mine = reviews.json().data.find((review: { reviewer: { id: number } }) => review.reviewer.id === lan.id)
      expect(mine.username).toBe(`${me.email.slice(0, 2)}***`)
      expect(reviews.body).not.toContain('Lan Phương')
    })

    it('finds the order by its code however it is typed, by consignee without accents and by phone', async () => {
      for (const q of [orderCode(orderId), `os ${orderId}`, String(orderId), orderCode(orderId).toLowerCase()]) {
        const found = await search('warehouse', q)
        expect(found.orders?.[0], q).toMatchObject({ id: orderId, code: orderCode(orderId), customer_id: lan.id })
      }
      const byName = await search('support', 'NGUYEN THI LAN PHUONG')
      expect(byName.orders?.map((order) => order.id)).toContain(orderId)
      const byPhone = await search('finance', '098-765-4321')
      expect(byPhone.orders?.map((order) => order.id)).toContain(orderId)
      // Accents typed still match; a name nobody has finds nothing.
      expect((await search('support', 'Nguyễn Thị Lan Phương')).orders?.map((order) => order.id)).toContain(orderId)
      expect((await search('support', 'nguyen thi khong ai')).orders).toEqual([])
    })

    it('matches without accents in the order list’s and the wallets screen’s own searches too', async () => {
      const q = encodeURIComponent('nguyen thi lan phuong')
      const listed = await staffCall(context(), tokens.get('support')!, 'GET', `/api/admin/orders?filter[search]=${q}`)
      expect(listed.json().data.map((order: { id: number }) => order.id)).toContain(orderId)
      const customers = await staffCall(context(), tokens.get('finance')!, 'GET', `/api/admin/customers?filter[search]=${q}`)
      expect(customers.json().data.map((found: { id: number }) => found.id)).toEqual([lan.id])
    })

    it('traces a scanned box code to its order (case aside)', async () => {
      const added = await staffCall(context(), tokens.get('warehouse')!, 'POST', `/api/admin/orders/${orderId}/boxes`, { box_id: boxCode })
      expect(added.statusCode, added.body).toBe(201)
      const found = await search('warehouse', boxCode.toLowerCase())
      expect(found.boxes).toEqual([expect.objectContaining({ box_id: boxCode, order_id: orderId, order_code: orderCode(orderId) })])
    })

    it('traces a bank reference to the transfer and its order', async () => {
      const posted = await postTransfer(context(), { content: orderCode(orderId), transferAmount: 10_000, referenceCode: reference })
      expect(posted.statusCode, posted.body).toBe(200)
      const found = await search('finance', reference.toLowerCase())
      expect(found.transfers).toEqual([expect.objectContaining({ reference_code: reference, order_id: orderId })])
    })

    it('finds products by SKU and by name without accents', async () => {
      const [product] = await productsOf(context(), IKOM_ID, 1)
      const bySku = await search('content', await skuOf(context(), product.id))
      expect(bySku.products?.[0]?.id).toBe(product.id)
      const word =
        foldSearchText(product.name)
          .split(' ')
          .find((piece) => piece.length >= 3) ?? foldSearchText(product.name)
      const byName = await search('content', word)
      expect(byName.products?.length).toBeGreaterThan(0)
      for (const found of byName.products ?? []) expect(foldSearchText(found.name)).toContain(word)
    })

    it('answers each kind only to the roles that open it (the owner sees all)', async () => {
      const kinds = async (role: StaffRole) => Object.keys(await search(role, orderCode(orderId))).sort()
      expect(await kinds('owner')).toEqual(['boxes', 'customers', 'orders', 'products', 'transfers'])
      expect(await kinds('finance')).toEqual(['boxes', 'customers', 'orders', 'transfers'])
      expect(await kinds('warehouse')).toEqual(['boxes', 'orders'])
      expect(await kinds('support')).toEqual(['boxes', 'customers', 'orders'])
      expect(await kinds('content')).toEqual(['products'])
      expect(await kinds('auctions')).toEqual([])
      // The bank reference is finance's: support searching it learns nothing of the transfer.
      expect((await search('support', reference)).transfers).toBeUndefined()
    })

    it('refuses an empty or overlong query in the caller’s language, and a customer', async () => {
      const empty = await staffCall(context(), tokens.get('support')!, 'GET', '/api/admin/search?q=%20%20')
      expect(empty.statusCode).toBe(400)
      expect(empty.json().errors.q).toEqual(['Type what to look for.'])
      const long = await staffCall(context(), tokens.get('support')!, 'GET', `/api/admin/search?q=${'a'.repeat(101)}`)
      expect(long.statusCode).toBe(400)
      const asCustomer = await context().app.inject({ url: '/api/admin/search?q=lan', headers: lan.headers })
      expect(asCustomer.statusCode).toBe(403)
    })

    it('shows the customer page: profile, addresses, orders, wallets with holds, requests and notes', async () => {
      const response = await staffCall(context(), tokens.get('support')!, 'GET', `/api/admin/customers/${lan.id}`)
      expect(response.statusCode, response.body).toBe(200)
      const page = response.json().data
      expect(page.customer).toMatchObject({ id: lan.id, name: CONSIGNEE, tel: TEL })
      expect(page.addresses.map((address: { consignee: string }) => address.consignee).sort()).toEqual([CONSIGNEE, 'Lê Văn Tám'].sort())
      expect(page.orders.map((order: { id: number }) => order.id)).toContain(orderId)
      expect(page.orders_total).toBe(2)
      expect(page.wallets.map((wallet: { currency_id: string }) => wallet.currency_id)).toContain('VND')
      for (const wallet of page.wallets) expect(wallet.held).toBe(0)
      expect(page.notes).toEqual([])
      const missing = await staffCall(context(), tokens.get('support')!, 'GET', '/api/admin/customers/999999')
      expect(missing.statusCode).toBe(404)
      const warehouse = await staffCall(context(), tokens.get('warehouse')!, 'GET', `/api/admin/customers/${lan.id}`)
      expect(warehouse.statusCode).toBe(403)
    })

    it('writes an internal note audited, refuses an empty or overlong one, and never shows it to the customer', async () => {
      const text = 'Khách hay đổi địa chỉ — gọi trước khi giao'
      const written = await staffCall(context(), tokens.get('support')!, 'POST', `/api/admin/customers/${lan.id}/notes`, {
        body: `  ${text} `,
      })
      expect(written.statusCode, written.body).toBe(201)
      expect(written.json().data).toMatchObject({ body: text })
      expect(written.json().data.author).toMatch(/@/)

      const page = (await staffCall(context(), tokens.get('finance')!, 'GET', `/api/admin/customers/${lan.id}`)).json().data
      expect(page.notes.map((note: { body: string }) => note.body)).toEqual([text])

      const audit = await staffCall(
        context(),
        tokens.get('owner')!,
        'GET',
        `/api/admin/audit?filter[subject_type]=customer&filter[subject_id]=${lan.id}&filter[action]=customer.note`,
      )
      expect(audit.json().data).toEqual([
        expect.objectContaining({ action: 'customer.note', after: expect.objectContaining({ body: text }) }),
      ])

      const empty = await staffCall(context(), tokens.get('support')!, 'POST', `/api/admin/customers/${lan.id}/notes`, { body: '   ' })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().errors.body).toEqual(['Write the note.'])
      const long = await staffCall(context(), tokens.get('support')!, 'POST', `/api/admin/customers/${lan.id}/notes`, {
        body: 'x'.repeat(2001),
      })
      expect(long.statusCode).toBe(400)
      expect(long.json().errors.body).toEqual(['The note is too long (2,000 characters at most).'])
      const unknownField = await staffCall(context(), tokens.get('support')!, 'POST', `/api/admin/customers/${lan.id}/notes`, {
        body: 'a',
        extra: 1,
      })
      expect(unknownField.statusCode).toBe(400)
      const warehouse = await staffCall(context(), tokens.get('warehouse')!, 'POST', `/api/admin/customers/${lan.id}/notes`, { body: 'x' })
      expect(warehouse.statusCode).toBe(403)

      // The customer: not through the staff API, and nowhere in what their own screens read.
      const asCustomer = await context().app.inject({ url: `/api/admin/customers/${lan.id}`, headers: lan.headers })
      expect(asCustomer.statusCode).toBe(403)
      for (const url of ['/api/users/me', '/api/addresses', `/api/orders/${orderId}`, '/api/notifications', '/api/orders'])
        expect((await context().app.inject({ url, headers: lan.headers })).body, url).not.toContain('gọi trước khi giao')
    })
  },
  { env: BANK_ENV },
)

async function skuOf(context: TestContext, productId: number): Promise<string> {
  const [row] = await context.database.db.select({ sku: products.sku }).from(products).where(eq(products.id, productId))
  return row.sku
}
