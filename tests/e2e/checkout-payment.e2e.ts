import AxeBuilder from '@axe-core/playwright'
import type { ProductCard } from '@shared/contracts/catalog'
import { checkoutCode } from '@shared/contracts/checkout'
import { formatDong, formatDongForTransfer } from '@shared/money/money'
import { AWOND_ID, IKOM_ID } from '@shared/shops/registry'
import { registerCustomer } from './support/customer-api'
import { definition } from './support/definition'
import { expect, test } from './support/fixtures'

test.use({ viewport: { width: 390, height: 844 } })

type CheckoutOrder = { id: number; code: string; amount_due: number }

test('a cart of two shops checks out to one payment page: both orders with what each has due, the total and one transfer content', async ({
  page,
}) => {
  const { token } = await registerCustomer(page, 'onepay')
  const headers = { authorization: `Bearer ${token}` }
  const me = ((await (await page.request.get('/api/users/me', { headers })).json()) as { data: { id: number } }).data
  const listed = await page.request.get('/api/products?page=1&per_page=48')
  const products = ((await listed.json()) as { data: ProductCard[] }).data.filter(
    (product) => product.sale_status === 'on_sale' && product.price > 0,
  )
  const address = await page.request.post('/api/addresses', {
    headers,
    data: { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế', default: true },
  })
  expect(address.ok()).toBe(true)
  for (const shopId of [IKOM_ID, AWOND_ID]) {
    const product = products.find((entry) => entry.shop_id === shopId)
    if (!product) throw new Error(`the seed has no on-sale product of shop ${shopId}`)
    const put = await page.request.put(`/catalog/cart/${me.id}`, {
      headers,
      data: { shop_id: shopId, item_ref: String(product.id), quantity: 1 },
    })
    expect(put.ok(), await put.text()).toBe(true)
  }

  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: '2 đơn hàng, 1 lần chuyển khoản' })).toBeVisible()
  await page.getByRole('button', { name: 'Tạo đơn hàng', exact: true }).click()

  await expect(page).toHaveURL(/\/payment-information\?checkout_id=\d+/)
  const checkoutId = Number(new URL(page.url()).searchParams.get('checkout_id'))
  const payment = (
    (await (await page.request.get(`/api/checkouts/${checkoutId}/payment`, { headers })).json()) as {
      data: { orders: CheckoutOrder[]; total_due: number; wallet_available: number }
    }
  ).data
  expect(payment.orders).toHaveLength(2)

  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin thanh toán' })).toBeVisible()
  const orders = page.getByRole('list', { name: 'Đơn hàng' })
  await expect(orders.getByRole('listitem')).toHaveCount(2)
  for (const order of payment.orders) {
    const row = orders.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.code }) })
    await expect(row).toContainText(formatDong(order.amount_due))
  }
  await expect(definition(page, 'Còn phải trả')).toContainText(formatDong(payment.total_due))
  // One transfer: the checkout's code as its content, the total as its amount, in the VietQR code too.
  await expect(definition(page, 'Nội dung chuyển khoản')).toHaveText(checkoutCode(checkoutId))
  await expect(definition(page, 'Số tiền')).toHaveText(formatDongForTransfer(payment.total_due))
  await expect(page.getByRole('img', { name: 'Mã VietQR để chuyển khoản' })).toBeVisible()
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  // One payment from the wallet (the demo gives a new customer some money): the total, or what the wallet covers.
  const fromWallet = Math.min(payment.wallet_available, payment.total_due)
  expect(fromWallet).toBeGreaterThan(0)
  await page.getByRole('button', { name: `Trả ${formatDong(fromWallet)} từ ví` }).click()
  await expect(page.getByTestId('toast').filter({ hasText: `Đã trả ${formatDong(fromWallet)} từ ví` })).toBeVisible()
  await expect(definition(page, 'Còn phải trả')).toContainText(formatDong(payment.total_due - fromWallet))
  const after = (
    (await (await page.request.get(`/api/checkouts/${checkoutId}/payment`, { headers })).json()) as { data: { total_due: number } }
  ).data
  expect(after.total_due).toBe(payment.total_due - fromWallet)
})
