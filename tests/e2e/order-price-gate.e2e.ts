import { randomUUID } from 'node:crypto'
import { E2E_BANK_ACCOUNT_NUMBER, E2E_BANK_WEBHOOK_API_KEY } from './support/bank-feed'
import { definition } from './support/definition'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, signInOnPage } from './support/staff'

type OrderAnswer = { id: number; code: string; amount_due: number; amount_paid: number; price_pending: boolean; total_payment: number }

const dong = (amount: number) => `${amount.toLocaleString('ja-JP')}đ`
const MERCARI = 4

/**
 * The buy-by-link gate as the customer sees it (issue 28): an order holding an item whose price staff have
 * not confirmed says so and offers no payment — no Pay button, the payment page refuses, a transfer naming
 * it stays in the wallet — until staff confirm the price; then the new amount due can be paid.
 */
test('an order with an unconfirmed buy-by-link price offers no payment until staff confirm it', async ({ page }) => {
  const buyer = await createAccount(page.request, 'e2e-gate')
  const authorization = `Bearer ${buyer.token}`
  const item = await page.request.post('/api/link-items', {
    headers: { authorization },
    data: { shop_id: MERCARI, item_id: `m7${Date.now().toString().slice(-10)}`, name: 'Áo khoác len', price: 4800 },
  })
  expect(item.status()).toBe(201)
  const { id: linkItemId, item_ref } = ((await item.json()) as { data: { id: number; item_ref: string } }).data
  const address = await page.request.post('/api/addresses', {
    headers: { authorization },
    data: { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế' },
  })
  const addressId = ((await address.json()) as { data: { id: number } }).data.id
  const created = await page.request.post('/catalog/ikom-order/create-retail-order', {
    headers: { authorization, 'idempotency-key': randomUUID() },
    data: {
      order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', service_fee_currency_id: 'JPY', note: '' },
      items: [{ price: 1, quantity: 1, product: { shop_id: MERCARI, item_ref } }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const orderId = ((await created.json()) as { data: { id: number } }).data.id
  const read = async () =>
    ((await (await page.request.get(`/api/orders/${orderId}`, { headers: { authorization } })).json()) as { data: OrderAnswer }).data
  const order = await read()
  expect(order.price_pending).toBe(true)

  await signInOnPage(page, buyer.email)
  await page.goto(`/customer/orders/${orderId}`)
  const payment = page.getByRole('region', { name: 'Thông tin thanh toán', exact: true })
  await expect(payment.getByText('Giá đang chờ xác nhận — chưa thể thanh toán.')).toBeVisible()
  await expect(payment.getByRole('link', { name: 'Thanh toán' })).toHaveCount(0)

  // The payment page, reached by its address, refuses too: no QR code to pay with.
  await page.goto(`/payment-information?order_id=${orderId}&price=${order.amount_due}d`)
  await expect(page.getByText('Giá đang chờ xác nhận — chưa thể thanh toán.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quét mã VietQR' })).toHaveCount(0)

  // A transfer naming the order is credited to the wallet, not applied to it.
  const delivered = await page.request.post('/api/payments/bank-webhook', {
    headers: { authorization: `Apikey ${E2E_BANK_WEBHOOK_API_KEY}` },
    data: {
      id: Date.now(),
      gateway: 'Vietcombank',
      transactionDate: '2026-11-26 10:15:42',
      accountNumber: E2E_BANK_ACCOUNT_NUMBER,
      code: null,
      content: `THANH TOAN ${order.code}`,
      transferType: 'in',
      transferAmount: 50_000,
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${randomUUID().slice(0, 12)}`,
      description: '',
    },
  })
  expect(delivered.status()).toBe(200)
  expect(await read()).toMatchObject({ amount_paid: 0, price_pending: true })

  // Staff confirm the price: the total is recomputed and the order can be paid, for the new amount due.
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-gate-staff'))
  const confirmed = await page.request.put(`/api/admin/link-items/${linkItemId}/price`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { price: 5200 },
  })
  expect(confirmed.status()).toBe(200)
  const open = await read()
  expect(open).toMatchObject({ price_pending: false, amount_paid: 0 })
  expect(open.amount_due).toBeGreaterThan(order.amount_due)

  await page.goto(`/customer/orders/${orderId}`)
  await expect(definition(payment, 'Còn phải trả')).toHaveText(dong(open.amount_due))
  await expect(payment.getByText('Giá đang chờ xác nhận — chưa thể thanh toán.')).toHaveCount(0)
  await payment.getByRole('link', { name: 'Thanh toán' }).click()
  await expect(page.getByRole('heading', { name: 'Quét mã VietQR' })).toBeVisible()
  await expect(definition(page, 'Số tiền')).toHaveText(`${open.amount_due.toLocaleString('ja-JP')}d`)
})
