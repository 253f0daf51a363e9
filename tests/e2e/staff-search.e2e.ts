import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { orderCode } from '@shared/contracts/order'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, signInOnPage } from './support/staff'

// Staff in a warehouse use phones.
test.use({ viewport: { width: 360, height: 780 } })

/** An order of one product on sale, to a consignee of the test's own (as checkout would place it); its id. */
async function orderTo(request: APIRequestContext, token: string, consignee: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` }
  const address = await request.post('/api/addresses', {
    headers,
    data: { consignee, tel: '0977123456', ward_id: '00001', address_detail: '5 Tràng Tiền' },
  })
  expect(address.ok()).toBe(true)
  const products = (await (await request.get('/api/products?page=1&per_page=24')).json()) as { data: { id: number; sale_status: string }[] }
  const product = products.data.find((candidate) => candidate.sale_status === 'on_sale')!
  const order = await request.post('/catalog/ikom-order/create-retail-order', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      order_info: {
        shipment_info: { address_id: ((await address.json()) as { data: { id: number } }).data.id },
        shipment_method_id: 'air',
        note: '',
      },
      items: [{ quantity: 1, product: { id: product.id } }],
    },
  })
  expect(order.status()).toBe(201)
  return ((await order.json()) as { data: { id: number } }).data.id
}

async function expectNoAxeViolations(page: Page) {
  const violations = (await new AxeBuilder({ page }).analyze()).violations
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
}

test('staff find an order by a scanned box code and by a name typed without accents, open the customer and note something', async ({
  page,
}) => {
  // A name no other test uses: Vietnamese with its marks; staff type it plain.
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 5)
    .padEnd(5, 'b')
  const consignee = `Nguyễn Thị Lan Hương ${tag}`
  const customer = await createAccount(page.request, 'e2e-search-customer')
  const orderId = await orderTo(page.request, customer.token, consignee)
  const boxCode = `E2E-SR-${randomUUID().slice(0, 6).toUpperCase()}`
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-search-staff'), ['warehouse', 'support'])
  const boxed = await page.request.post(`/api/admin/orders/${orderId}/boxes`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { box_id: boxCode },
  })
  expect(boxed.status()).toBe(201)

  await signInOnPage(page, staff.email)
  await page.goto('/admin')
  const search = page.getByRole('search', { name: 'Tìm trong bảng điều khiển' })
  const field = search.getByLabel('Tìm nhanh')

  // The box code typed shows its order among the results.
  await field.fill(boxCode.toLowerCase())
  const results = page.getByRole('region', { name: 'Kết quả tìm kiếm' })
  await expect(results.getByRole('region', { name: 'Kiện hàng' }).getByRole('link', { name: new RegExp(boxCode) })).toBeVisible()
  // A scanner types it and Enter at once: the one result, its order, opens.
  await field.fill('')
  await field.pressSequentially(boxCode, { delay: 5 })
  await field.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng ${orderCode(orderId)}` })).toBeVisible()
  await expect(field).toHaveValue('')

  // The name without accents finds the order and the customer (their profile took the name at checkout).
  await field.fill(`nguyen thi lan huong ${tag}`)
  const orders = results.getByRole('region', { name: 'Đơn hàng' })
  await expect(orders.getByRole('link', { name: new RegExp(orderCode(orderId)) })).toBeVisible()
  await expectNoAxeViolations(page)
  const customers = results.getByRole('region', { name: 'Khách hàng' })
  await customers.getByRole('link', { name: new RegExp(consignee) }).click()

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(consignee) })).toBeVisible()
  await expect(page.getByRole('link', { name: orderCode(orderId) })).toBeVisible()
  const note = `Gọi trước khi giao — ${tag}`
  await page.getByLabel('Ghi chú mới').fill(note)
  await page.getByRole('button', { name: 'Lưu ghi chú' }).click()
  await expect(page.getByRole('list', { name: 'Ghi chú đã lưu' }).getByText(note)).toBeVisible()
  await expect(page.getByLabel('Ghi chú mới')).toHaveValue('')
  await expectNoAxeViolations(page)

  // Back on the order, its customer links to the same page.
  await page.getByRole('link', { name: orderCode(orderId) }).click()
  await expect(page.getByRole('link', { name: consignee })).toHaveAttribute('href', /\/admin\/customers\/\d+$/)
})
