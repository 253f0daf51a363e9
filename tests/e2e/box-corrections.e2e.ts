import { randomUUID } from 'node:crypto'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, openOtherPersonPage, placeOrder, signInOnPage } from './support/staff'

test('staff void a wrong warehouse event and hand the box to a carrier: the customer sees the event struck through and the tracking link', async ({
  page,
  browser,
}) => {
  const customer = await createAccount(page.request, 'e2e-box-fix')
  const orderId = await placeOrder(page.request, customer.token)
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-box-fix-staff'))
  const staffHeaders = { authorization: `Bearer ${staff.token}` }
  const box = await page.request.post(`/api/admin/orders/${orderId}/boxes`, { headers: staffHeaders, data: { box_id: 'E2E-FIX-1' } })
  expect(box.status()).toBe(201)
  const wrong = await page.request.post(`/api/admin/boxes/${(await box.json()).data.id}/events`, {
    headers: { ...staffHeaders, 'idempotency-key': randomUUID() },
    data: { kind: 'pick_in_container', from_area_id: 'jp-osaka', to_area_id: 'jp-osaka' },
  })
  expect(wrong.status()).toBe(201)

  const staffPage = await openOtherPersonPage(browser)
  await signInOnPage(staffPage, staff.email)
  await staffPage.goto(`/admin/orders/${orderId}`)
  const boxSection = staffPage.getByRole('region', { name: 'E2E-FIX-1' })
  await boxSection.getByRole('button', { name: 'Hủy sự kiện' }).click()
  const voiding = boxSection.getByRole('form', { name: 'Hủy sự kiện kho' })
  await expect(voiding.getByRole('button', { name: 'Xác nhận hủy' })).toBeDisabled()
  await voiding.getByLabel('Lý do hủy (khách hàng sẽ thấy)').fill('Ghi nhầm kho')
  await voiding.getByRole('button', { name: 'Xác nhận hủy' }).click()
  await expect(boxSection.getByText('Đã hủy: Ghi nhầm kho')).toBeVisible()
  await expect(boxSection.getByRole('button', { name: 'Hủy sự kiện' })).toHaveCount(0)

  // Handed to Giao Hàng Nhanh: the carrier and its tracking number are required.
  const events = boxSection.getByRole('form', { name: 'Ghi sự kiện kho cho kiện E2E-FIX-1' })
  await events.getByLabel('Sự kiện').selectOption('shipping')
  await events.getByLabel('Đối tác vận chuyển').selectOption('ghn')
  await events.getByLabel('Mã vận đơn').fill('GHN5E2E77')
  await events.getByRole('button', { name: 'Ghi sự kiện' }).click()
  await expect(boxSection.getByRole('link', { name: 'GHN5E2E77' })).toBeVisible()
  await staffPage.context().close()

  await signInOnPage(page, customer.email)
  await page.goto(`/customer/orders/${orderId}`)
  const customerBox = page.getByRole('region', { name: 'SKU E2E-FIX-1' })
  await expect(customerBox.locator('del')).toContainText('Đang chuyển giữa các kho')
  await expect(customerBox.getByText('Đã hủy: Ghi nhầm kho')).toBeVisible()
  const tracking = customerBox.getByRole('link', { name: 'GHN5E2E77' })
  await expect(tracking).toHaveAttribute('href', 'https://donhang.ghn.vn/?order_code=GHN5E2E77')
})
