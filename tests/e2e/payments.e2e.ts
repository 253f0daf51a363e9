import { randomUUID } from 'node:crypto'
import { E2E_BANK_ACCOUNT_NUMBER, E2E_BANK_WEBHOOK_API_KEY } from './support/bank-feed'
import { placeOrder, registerCustomer } from './support/customer-api'
import { expect, test } from './support/fixtures'

type OrderAnswer = { id: number; code: string; status_id: number; total_payment: number; amount_due: number; amount_paid: number }

const dong = (amount: number) => `${amount.toLocaleString('ja-JP')}đ`

test('a customer orders, the bank feed reports the transfer of what is due, and the order reads Paid with nothing due and no Pay button', async ({
  page,
}) => {
  const { token } = await registerCustomer(page, 'payments')
  const authorization = `Bearer ${token}`
  const orderId = await placeOrder(page.request, token)
  const read = async () =>
    ((await (await page.request.get(`/api/orders/${orderId}`, { headers: { authorization } })).json()) as { data: OrderAnswer }).data
  const order = await read()
  expect(order.amount_due).toBe(order.total_payment)

  // Before: the goods are due, the Pay button asks for exactly that.
  await page.goto(`/customer/orders/${orderId}`)
  const payment = page.getByTestId('order-payment')
  await expect(payment.getByTestId('payment-due')).toHaveText(dong(order.amount_due))
  await expect(payment.getByTestId('payment-paid')).toHaveText(dong(0))
  await expect(payment.getByRole('link', { name: 'Thanh toán' })).toBeVisible()

  // The bank feed posts the customer's transfer, its content mangled as banks do.
  const transfer = {
    id: Date.now(),
    gateway: 'Vietcombank',
    transactionDate: '2026-11-26 10:15:42',
    accountNumber: E2E_BANK_ACCOUNT_NUMBER,
    code: null,
    content: `MBVCB.8812.${order.code.toLowerCase().replace('os', 'os ')}.CT tu 0123 NGUYEN VAN AN`,
    transferType: 'in',
    transferAmount: order.amount_due,
    accumulated: 0,
    subAccount: null,
    referenceCode: `FT${randomUUID().slice(0, 12)}`,
    description: '',
  }
  const delivered = await page.request.post('/api/payments/bank-webhook', {
    headers: { authorization: `Apikey ${E2E_BANK_WEBHOOK_API_KEY}` },
    data: transfer,
  })
  expect(delivered.status()).toBe(200)
  expect(await delivered.json()).toEqual({ success: true })
  // A retry of the same delivery changes nothing.
  expect(
    (
      await page.request.post('/api/payments/bank-webhook', {
        headers: { authorization: `Apikey ${E2E_BANK_WEBHOOK_API_KEY}` },
        data: transfer,
      })
    ).status(),
  ).toBe(200)
  expect(await read()).toMatchObject({ status_id: 5, amount_paid: order.amount_due, amount_due: 0 })

  // After: Paid by itself, nothing due, no Pay button.
  await page.reload()
  await expect(page.getByTestId('order-info').getByTestId('order-status')).toHaveText('Đã thanh toán')
  await expect(payment.getByTestId('payment-paid')).toHaveText(dong(order.amount_due))
  await expect(payment.getByTestId('payment-due')).toHaveText(dong(0))
  await expect(payment.getByRole('link', { name: 'Thanh toán' })).toHaveCount(0)
  await expect(page.getByTestId('payment-button')).toHaveCount(0)

  // The VietQR page, opened from an old link, offers nothing to pay for this order.
  await page.goto(`/payment-information?order_id=${orderId}&price=999.999d`)
  await expect(page.getByText('Không còn gì phải trả.')).toBeVisible()
  await expect(page.getByTestId('vietqr')).toHaveCount(0)
})
