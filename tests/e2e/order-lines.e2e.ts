import { randomUUID } from 'node:crypto'
import { expect, test } from './support/fixtures'
import { registerCustomer } from './support/customer-api'

test.use({ viewport: { width: 390, height: 844 } })

const NIKE = 2
/** A Nike shoe of the seed in the size 26.5cm ("<item>.<size>"). */
const SIZED_SHOE = 'DD1391-100.26_5'

test('an order of a sized market item shows its shop and the chosen size on the order page and in the list (vi, phone)', async ({
  page,
}) => {
  const { token } = await registerCustomer(page, 'order-lines')
  const authorization = `Bearer ${token}`
  const address = await page.request.post('/api/addresses', {
    headers: { authorization },
    data: { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế' },
  })
  expect(address.ok()).toBe(true)
  const addressId = ((await address.json()) as { data: { id: number } }).data.id
  const created = await page.request.post('/catalog/ikom-order/create-retail-order', {
    headers: { authorization, 'idempotency-key': randomUUID() },
    data: {
      order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', service_fee_currency_id: 'VND' },
      items: [{ price: 1, quantity: 1, product: { shop_id: NIKE, item_ref: SIZED_SHOE, price: 1, name: 'x' } }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const order = ((await created.json()) as { data: { id: number; code: string; first_item: { product: { name: string } } } }).data
  const name = order.first_item.product.name

  await page.goto(`/customer/orders/${order.id}`)
  const line = page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
  await expect(line).toBeVisible()
  await expect(line.getByText('Nike', { exact: true })).toBeVisible()
  await expect(line.getByText('26.5cm', { exact: true })).toBeVisible()

  await page.goto('/customer/orders')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.code }) })
  await expect(card.getByText('Nike', { exact: true })).toBeVisible()
  await expect(card.getByText('26.5cm', { exact: true })).toBeVisible()
})

test('a listing with sizes says to choose one where the buy buttons are (vi, phone)', async ({ page }) => {
  await page.goto('/other-market/2/DD1391-100')
  const addToCart = page.getByRole('button', { name: 'Thêm vào giỏ hàng' })
  await expect(addToCart).toBeDisabled()
  await expect(addToCart).toHaveAccessibleDescription('Vui lòng chọn kích cỡ hoặc phân loại.')
  await expect(page.getByRole('button', { name: 'Mua ngay' })).toHaveAccessibleDescription('Vui lòng chọn kích cỡ hoặc phân loại.')
  await expect(page.getByText('Sản phẩm này hiện chưa thể đặt mua.')).toHaveCount(0)
})
