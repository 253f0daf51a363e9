import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { definition } from './support/definition'
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
  // The demo simulator may have boxed the new order first (its own box and trail): that box is weighed too,
  // 1 kg in 10×10×10 cm by air at Hà Nội, 210,000 đ by weight, so every box is weighed and the sum is known.
  const detail = (await (await page.request.get(`/api/admin/orders/${orderId}`, { headers: staffHeaders })).json()) as {
    data: { order: { owning_boxes: { id: number; box_id: string }[] } }
  }
  const others = detail.data.order.owning_boxes.filter((owned) => owned.box_id !== 'E2E-FR-1')
  for (const other of others) {
    const weighed = await page.request.put(`/api/admin/boxes/${other.id}/weight`, {
      headers: staffHeaders,
      data: { area_id: 'vn-hanoi', weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
    })
    expect(weighed.status()).toBe(200)
  }
  const freight = 493_500 + 210_000 * others.length

  await signInOnPage(page, customer.email)
  await page.goto(`/customer/orders/${orderId}`)
  const payment = page.getByRole('region', { name: 'Thông tin thanh toán', exact: true })
  await expect(definition(payment, 'Còn phải trả')).toHaveText(dong(0))
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
  await expect(boxSection.getByText(`Đã cân: 2.35 kg · 30×20×10 cm · phí vận chuyển ${dong(493_500)}`)).toBeVisible()
  await expect(definition(staffPage.getByRole('region', { name: 'Tiền của đơn' }), 'Còn phải trả')).toHaveText(dong(freight))

  // → Debited shows what it takes and due now old → new, and asks to confirm.
  await staffPage.getByRole('button', { name: '→ Đã trừ tiền' }).click()
  const confirm = staffPage.getByRole('group', { name: 'Xác nhận' })
  await expect(confirm).toContainText(`Trừ phí vận chuyển thực tế ${dong(freight)} từ ví khách`)
  await expect(confirm.getByText(`Còn phải trả: ${dong(freight)} → ${dong(0)}`)).toBeVisible()
  await confirm.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(
    staffPage
      .getByRole('region', { name: /^Đơn hàng / })
      .getByRole('status')
      .filter({ hasText: /^Đã trừ tiền$/ }),
  ).toBeVisible()
  await expect(definition(staffPage.getByRole('region', { name: 'Tiền của đơn' }), 'Còn phải trả')).toHaveText(dong(0))
  await staffPage.context().close()

  // The customer: the actual freight instead of the estimate, the box's weighing, nothing due, and the debit in the wallet.
  await page.reload()
  await expect(definition(page.getByRole('region', { name: 'Thông tin đơn hàng', exact: true }), 'Trạng thái')).toHaveText('Đã trừ tiền')
  await expect(payment.getByText('Phí vận chuyển thực tế')).toBeVisible()
  await expect(definition(payment, 'Phí vận chuyển thực tế')).toHaveText(dong(freight))
  await expect(definition(payment, 'Phí vận chuyển dự kiến')).toHaveCount(0)
  await expect(definition(payment, 'Còn phải trả')).toHaveText(dong(0))
  await expect(payment.getByRole('link', { name: 'Thanh toán' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'SKU E2E-FR-1' }).getByText(`2.35 kg · 30×20×10 cm · ${dong(493_500)}`)).toBeVisible()
  const wallets = (await (await page.request.get('/api/wallet/users?filter[currency_id]=VND', { headers: customerHeaders })).json()) as {
    data: { id: number }[]
  }
  await page.goto(`/customer/wallet/${wallets.data[0].id}`)
  const debit = page
    .getByRole('row')
    .filter({ hasText: 'Phí vận chuyển' })
    .filter({ hasText: dong(freight) })
  await expect(debit).toHaveCount(1)
  await expect(debit).toContainText('Phí vận chuyển')
  await page.getByRole('button', { name: /^Thông báo/ }).click()
  await expect(page.getByText(`Đã trừ phí vận chuyển thực tế ${dong(freight)} từ ví`).first()).toBeVisible()
})

test('staff add a freight tariff from the console: old → new is confirmed, the new row is in force', async ({ page, browser }) => {
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-tariffs'))
  // The row in force now (seeded: 35,000 đ/kg, 7,000,000 đ/m³; a retry finds the one an earlier try added).
  const listed = (await (
    await page.request.get('/api/admin/freight-tariffs', { headers: { authorization: `Bearer ${staff.token}` } })
  ).json()) as {
    data: { shipment_method_id: string; area_id: string; in_force: boolean; price_per_kg: number; price_per_m3: number }[]
  }
  const current = listed.data.find((row) => row.in_force && row.shipment_method_id === 'sea' && row.area_id === 'vn-hcm')!
  const perKg = current.price_per_kg + 1_000
  const perM3 = current.price_per_m3 + 200_000
  const staffPage = await openOtherPersonPage(browser)
  await signInOnPage(staffPage, staff.email)
  await staffPage.goto('/admin')
  await staffPage.getByRole('link', { name: 'Biểu phí vận chuyển' }).click()
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Biểu phí vận chuyển' })).toBeVisible()
  const violations = (await new AxeBuilder({ page: staffPage }).analyze()).violations
  expect(violations.map((violation) => violation.id)).toEqual([])

  const form = staffPage.getByRole('form', { name: 'Thêm biểu phí' })
  await form.getByLabel('Phương thức vận chuyển').selectOption('sea')
  await form.getByLabel('Kho tại Việt Nam').selectOption('vn-hcm')
  await form.getByLabel('Giá mỗi kg (đ)').fill('12,5')
  await expect(form.getByRole('button', { name: 'Thêm biểu phí' })).toBeDisabled()
  await form.getByLabel('Giá mỗi kg (đ)').fill(new Intl.NumberFormat('vi-VN').format(perKg))
  await form.getByLabel('Giá mỗi m³ (đ)').fill(new Intl.NumberFormat('vi-VN').format(perM3))
  await form.getByRole('button', { name: 'Thêm biểu phí' }).click()
  const check = form.getByRole('alertdialog')
  await expect(check).toContainText(`Giá/kg: ${dong(current.price_per_kg)} → ${dong(perKg)}`)
  await expect(check).toContainText(`Giá/m³: ${dong(current.price_per_m3)} → ${dong(perM3)}`)
  await check.getByRole('button', { name: 'Xác nhận và lưu' }).click()
  const row = staffPage
    .getByRole('table', { name: 'Các biểu phí' })
    .getByRole('row')
    .filter({ hasText: 'Đang áp dụng' })
    .filter({ hasText: dong(perM3) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Kho TP. Hồ Chí Minh')
  await staffPage.context().close()
})
