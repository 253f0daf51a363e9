import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import { E2E_BANK_ACCOUNT_NUMBER, E2E_BANK_WEBHOOK_API_KEY } from './support/bank-feed'
import { placeOrder, registerCustomer } from './support/customer-api'
import { definition } from './support/definition'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, openOtherPersonPage, placeOrder as placeStaffOrder, signInOnPage } from './support/staff'

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
  const payment = page.getByRole('region', { name: 'Thông tin thanh toán', exact: true })
  await expect(definition(payment, 'Còn phải trả')).toHaveText(dong(order.amount_due))
  await expect(definition(payment, 'Đã thanh toán')).toHaveText(dong(0))
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
  await expect(definition(page.getByRole('region', { name: 'Thông tin đơn hàng', exact: true }), 'Trạng thái')).toHaveText('Đã thanh toán')
  await expect(definition(payment, 'Đã thanh toán')).toHaveText(dong(order.amount_due))
  await expect(definition(payment, 'Còn phải trả')).toHaveText(dong(0))
  await expect(payment.getByRole('link', { name: 'Thanh toán' })).toHaveCount(0)

  // The VietQR page, opened from an old link, offers nothing to pay for this order.
  await page.goto(`/payment-information?order_id=${orderId}&price=999.999d`)
  await expect(page.getByRole('status').filter({ hasText: order.code })).toHaveText(`${order.code} · Còn phải trả: ${dong(0)}`)
  await expect(page.getByRole('heading', { name: 'Quét mã VietQR' })).toHaveCount(0)
})

test('a transfer naming no order waits in the console’s queue; staff assign it to the order, which the customer then sees Paid', async ({
  page,
  browser,
}) => {
  const customer = await createAccount(page.request, 'e2e-unmatched')
  await signInOnPage(page, customer.email)
  const authorization = `Bearer ${customer.token}`
  const orderId = await placeStaffOrder(page.request, customer.token)
  const order = ((await (await page.request.get(`/api/orders/${orderId}`, { headers: { authorization } })).json()) as { data: OrderAnswer })
    .data
  const reference = `FT${randomUUID().slice(0, 12)}`
  const delivered = await page.request.post('/api/payments/bank-webhook', {
    headers: { authorization: `Apikey ${E2E_BANK_WEBHOOK_API_KEY}` },
    data: {
      id: Date.now() + 1,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-26 11:02:10',
      accountNumber: E2E_BANK_ACCOUNT_NUMBER,
      code: null,
      content: `CHUYEN TIEN ${reference}`,
      transferType: 'in',
      transferAmount: order.amount_due,
      accumulated: 0,
      subAccount: null,
      referenceCode: reference,
      description: '',
    },
  })
  expect(delivered.status()).toBe(200)

  const staffPage = await openOtherPersonPage(browser)
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-staff'))
  await signInOnPage(staffPage, staff.email)
  await staffPage.goto('/admin/transfers')
  const card = staffPage.getByRole('article').filter({ hasText: reference })
  await expect(card).toContainText(dong(order.amount_due))
  const violations = (await new AxeBuilder({ page: staffPage }).analyze()).violations
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
  await card.getByLabel('Mã đơn').fill(order.code.toLowerCase())
  await card.getByRole('button', { name: 'Gán cho đơn' }).click()
  await expect(card.getByRole('group', { name: 'Xác nhận' })).toContainText(`${dong(order.amount_due)} vào ví khách của đơn ${order.code}`)
  await card.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(staffPage.getByRole('article').filter({ hasText: reference })).toHaveCount(0)
  await staffPage.context().close()

  await page.goto(`/customer/orders/${orderId}`)
  await expect(definition(page.getByRole('region', { name: 'Thông tin đơn hàng', exact: true }), 'Trạng thái')).toHaveText('Đã thanh toán')
  const settled = page.getByRole('region', { name: 'Thông tin thanh toán', exact: true })
  await expect(definition(settled, 'Còn phải trả')).toHaveText(dong(0))
  await expect(settled.getByRole('link', { name: 'Thanh toán' })).toHaveCount(0)
})

test('staff cancel a paid order with a reason, confirmed: the customer finds the refund in the bell and in the wallet', async ({
  page,
  browser,
}) => {
  const customer = await createAccount(page.request, 'e2e-refund')
  const orderId = await placeStaffOrder(page.request, customer.token)
  const authorization = `Bearer ${customer.token}`
  const order = ((await (await page.request.get(`/api/orders/${orderId}`, { headers: { authorization } })).json()) as { data: OrderAnswer })
    .data
  const paid = await page.request.post('/api/payments/bank-webhook', {
    headers: { authorization: `Apikey ${E2E_BANK_WEBHOOK_API_KEY}` },
    data: {
      id: Date.now(),
      gateway: 'Vietcombank',
      transactionDate: '2026-11-26 11:02:10',
      accountNumber: E2E_BANK_ACCOUNT_NUMBER,
      code: null,
      content: `THANH TOAN ${order.code}`,
      transferType: 'in',
      transferAmount: order.amount_due,
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${randomUUID().slice(0, 12)}`,
      description: '',
    },
  })
  expect(paid.status()).toBe(200)

  // Staff cancel it: the move names the refund, needs a reason for the customer, and is confirmed.
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-refund-staff'))
  const staffPage = await openOtherPersonPage(browser)
  await signInOnPage(staffPage, staff.email)
  await staffPage.goto(`/admin/orders/${orderId}`)
  await staffPage.getByRole('button', { name: '→ Đã hủy' }).click()
  const confirm = staffPage.getByRole('group', { name: 'Xác nhận' })
  await expect(confirm).toContainText(`Hoàn ${dong(order.amount_due)} vào ví khách và chuyển sang Đã hủy?`)
  await expect(confirm.getByRole('button', { name: 'Xác nhận' })).toBeDisabled()
  await confirm.getByLabel('Lý do (gửi cho khách)').fill('Shop báo hết hàng')
  await confirm.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(staffPage.getByRole('button', { name: '→ Đã hủy' })).toHaveCount(0)
  await staffPage.context().close()

  // The customer: the refund in the bell, with the reason, and in the wallet; nothing paid or due on the order.
  await signInOnPage(page, customer.email)
  await page.goto(`/customer/orders/${orderId}`)
  await page.getByRole('button', { name: /^Thông báo/ }).click()
  const refundNotice = page.getByText(`Đã hoàn ${dong(order.amount_due)} vào ví — đơn ${order.code}`).first()
  await expect(refundNotice).toBeVisible()
  await page.keyboard.press('Escape')
  const wallets = (await (await page.request.get('/api/wallet/users?filter[currency_id]=VND', { headers: { authorization } })).json()) as {
    data: { id: number }[]
  }
  await page.goto(`/customer/wallet/${wallets.data[0].id}`)
  // The refund of this order (the demo wallet history a new customer gets may hold a refund of its own).
  const refundRow = page.getByRole('row').filter({ hasText: 'Hoàn tiền' }).filter({ hasText: order.code })
  await expect(refundRow).toHaveCount(1)
  await expect(refundRow).toContainText(dong(order.amount_due))
  const now = (
    (await (await page.request.get(`/api/orders/${orderId}`, { headers: { authorization } })).json()) as {
      data: OrderAnswer & { amount_refunded: number }
    }
  ).data
  expect(now).toMatchObject({ status_id: 8, amount_paid: 0, amount_due: 0, amount_refunded: order.amount_due })
})
