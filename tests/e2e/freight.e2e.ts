import { randomUUID } from 'node:crypto'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, openOtherPersonPage, placeOrder, signInOnPage } from './support/staff'

const dong = (amount: number) => `${new Intl.NumberFormat('ja-JP').format(amount)}đ`

test('staff weigh a box and move the order to Debited: the customer sees the actual freight and its debit in the wallet', async ({
  page,
  browser,
}) => {
  const customer = await createAccount(page.request, 'e2e-freight')
  const orderId = await placeOrder(page.request, customer.token)
  const customerHeaders = { authorization: `Bearer ${customer.token}` }
  const me = (await (await page.request.get('/api/users/me', { headers: customerHeaders })).json()) as { data: { id: number } }

  // Set up over the staff API: money in the wallet, the goods paid from it, the order at the Vietnamese warehouse with a box.
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-staff'))
  const staffHeaders = { authorization: `Bearer ${staff.token}` }
  const deposited = await page.request.post('/api/admin/wallet-transactions', {
    headers: { ...staffHeaders, 'idempotency-key': randomUUID() },
    data: { customer_id: me.data.id, currency_id: 'VND', kind: 'deposit', amount: 9_000_000, bank_reference: `E2E-FR-${randomUUID()}` },
  })
  expect(deposited.status()).toBe(201)
  const road = [ORDER_STATUS.Newish, ORDER_STATUS.Pending, ORDER_STATUS.Paid, ORDER_STATUS.PaidToSupplier, ORDER_STATUS.WaitingToReceive]
  for (const [index, from] of road.entries()) {
    const to = road[index + 1] ?? ORDER_STATUS.ReceivedAtWarehouse
    const moved = await page.request.post(`/api/admin/orders/${orderId}/transitions`, {
      headers: staffHeaders,
      data: { from_status_id: from, to_status_id: to },
    })
    expect(moved.status(), `${from} → ${to}`).toBe(200)
  }
  const box = await page.request.post(`/api/admin/orders/${orderId}/boxes`, { headers: staffHeaders, data: { box_id: 'E2E-FR-1' } })
  expect(box.status()).toBe(201)

  await signInOnPage(page, customer.email)
  await page.goto(`/customer/orders/${orderId}`)
  const payment = page.getByTestId('order-payment')
  await expect(payment.getByTestId('payment-due')).toHaveText(dong(0))
  await expect(payment.getByText('Phí vận chuyển thực tế')).toHaveCount(0)

  // Staff weigh the box at Hà Nội: 2,35 kg in 30×20×10 cm by air (210,000 đ/kg; 35,070,000 đ/m³) pays by weight, 493,500 đ.
  const staffPage = await openOtherPersonPage(browser)
  await signInOnPage(staffPage, staff.email)
  await staffPage.goto(`/admin/orders/${orderId}`)
  const boxSection = staffPage.getByRole('region', { name: 'E2E-FR-1' })
  const weigh = boxSection.getByRole('form', { name: 'Cân kiện E2E-FR-1' })
  await weigh.getByLabel('Kho cân').selectOption('vn-hanoi')
  await weigh.getByLabel('Cân nặng (kg)').fill('2,35')
  await weigh.getByLabel('Dài (cm)').fill('30')
  await weigh.getByLabel('Rộng (cm)').fill('20')
  await weigh.getByLabel('Cao (cm)').fill('10')
  await weigh.getByRole('button', { name: 'Cân kiện' }).click()
  await expect(boxSection.getByTestId('admin-box-weighing')).toHaveText(`Đã cân: 2.35 kg · 30×20×10 cm · phí vận chuyển ${dong(493_500)}`)
  await expect(staffPage.getByTestId('admin-order-due')).toHaveText(dong(493_500))

  // → Debited shows what it takes and due now old → new, and asks to confirm.
  await staffPage.locator(`[data-testid="admin-order-move"][data-status-id="${ORDER_STATUS.Debited}"]`).click()
  const confirm = staffPage.getByRole('group', { name: 'Xác nhận' })
  await expect(confirm).toContainText(`Trừ phí vận chuyển thực tế ${dong(493_500)} từ ví khách`)
  await expect(confirm.getByTestId('admin-order-debit-changes')).toHaveText(`Còn phải trả: ${dong(493_500)} → ${dong(0)}`)
  await confirm.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(staffPage.getByTestId('admin-order').getByTestId('order-status').first()).toHaveAttribute(
    'data-status-id',
    String(ORDER_STATUS.Debited),
  )
  await expect(staffPage.getByTestId('admin-order-due')).toHaveText(dong(0))
  await staffPage.context().close()

  // The customer: the actual freight instead of the estimate, the box's weighing, nothing due, and the debit in the wallet.
  await page.reload()
  await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveAttribute('data-status-id', String(ORDER_STATUS.Debited))
  await expect(payment.getByText('Phí vận chuyển thực tế')).toBeVisible()
  await expect(payment.getByTestId('payment-actual-freight')).toHaveText(dong(493_500))
  await expect(payment.getByTestId('payment-estimated-freight')).toHaveCount(0)
  await expect(payment.getByTestId('payment-due')).toHaveText(dong(0))
  await expect(payment.getByRole('link', { name: 'Thanh toán' })).toHaveCount(0)
  await expect(page.locator('[data-testid="owning-box"][data-box-id="E2E-FR-1"]').getByTestId('box-weighing')).toHaveText(
    `2.35 kg · 30×20×10 cm · ${dong(493_500)}`,
  )
  const wallets = (await (await page.request.get('/api/wallet/users?filter[currency_id]=VND', { headers: customerHeaders })).json()) as {
    data: { id: number }[]
  }
  await page.goto(`/customer/wallet/${wallets.data[0].id}`)
  const debit = page.locator('[data-testid="transaction-row"][data-amount="-493500"]')
  await expect(debit).toHaveCount(1)
  await expect(debit).toContainText('Phí vận chuyển')
  await page.getByTestId('notifications-button').click()
  await expect(page.getByText(`Đã trừ phí vận chuyển thực tế ${dong(493_500)} từ ví`).first()).toBeVisible()
})
