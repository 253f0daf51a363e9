import { expect, test } from './support/fixtures'
import { letTimePassUntil } from './support/clock'
import { createAccount, makeStaff, openOtherPersonPage, placeOrder, signInOnPage } from './support/staff'

/** Issue 24, "Two-way support": a request goes back and forth; the customer sees each answer in the bell. */
test.use({ viewport: { width: 390, height: 844 } })

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

test('a support thread goes back and forth: staff answer with an image, the customer reads it from the bell and writes again', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const customer = await createAccount(page.request, 'e2e-support')
  const orderId = await placeOrder(page.request, customer.token)
  const code = `OS${String(orderId).padStart(6, '0')}`
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-support-staff'), ['support'])

  // The customer writes a request about one of their orders (the page's clock installed, to let the bell's 30 s between polls pass at once).
  await page.clock.install()
  await signInOnPage(page, customer.email)
  await page.goto('/customer/support')
  await page.getByLabel('Họ và tên').fill('Trần Thị Bình')
  await page.getByLabel('Số điện thoại').fill('0912345678')
  await page.getByLabel('Đơn hàng').selectOption({ label: code })
  await page.getByLabel('Nội dung').fill('Hộp bị móp khi nhận.')
  await page.getByRole('button', { name: 'Gửi', exact: true }).click()
  const mine = page.getByRole('list', { name: 'Yêu cầu của tôi' })
  const request = mine.getByRole('link', { name: /Hộp bị móp khi nhận/ })
  await expect(request).toContainText('Đang chờ')

  // Staff open it in the console, read its fields, answer with an image.
  const staffPage = await openOtherPersonPage(browser)
  await signInOnPage(staffPage, staff.email)
  await staffPage.goto('/admin/support')
  const ticket = staffPage.getByRole('article').filter({ hasText: 'Hộp bị móp khi nhận.' })
  await expect(ticket).toContainText('Trần Thị Bình')
  await expect(ticket.getByRole('link', { name: code })).toBeVisible()
  await ticket.getByRole('button', { name: /^Mở yêu cầu #/ }).click()
  await ticket.getByLabel('Trả lời khách hàng').fill('Chúng tôi sẽ gửi lại hàng mới.')
  await ticket.getByLabel('Ảnh đính kèm').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: PNG })
  await ticket.getByRole('button', { name: 'Gửi trả lời' }).click()
  // Answered, it leaves the inbox of requests waiting for staff and shows under "Đã trả lời".
  await expect(ticket).toHaveCount(0)
  await staffPage.getByRole('navigation', { name: 'Lọc yêu cầu' }).getByRole('link', { name: 'Đã trả lời' }).click()
  const answered = staffPage.getByRole('article').filter({ hasText: 'Hộp bị móp khi nhận.' })
  await answered.getByRole('button', { name: /^Mở yêu cầu #/ }).click()
  await expect(answered.getByRole('list', { name: 'Trao đổi' })).toContainText('Chúng tôi sẽ gửi lại hàng mới.')
  await expect(answered.getByRole('img', { name: /^Ảnh đính kèm/ })).toBeVisible()

  // The customer's bell brings the answer; its entry opens the request with the reply and its image.
  await letTimePassUntil(page, () => expect(page.getByRole('button', { name: /^Thông báo: \d+ chưa đọc/ })).toBeVisible({ timeout: 2_000 }))
  await page.getByRole('button', { name: /^Thông báo/ }).click()
  await page
    .getByRole('region', { name: /^Thông báo/ })
    .getByRole('link', { name: /Chúng tôi đã trả lời yêu cầu hỗ trợ của bạn/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/customer\/support\/\d+$/)
  const thread = page.getByRole('list', { name: 'Tin nhắn' })
  await expect(thread).toContainText('Chúng tôi sẽ gửi lại hàng mới.')
  await expect(thread.getByRole('img', { name: /^Ảnh đính kèm/ })).toBeVisible()
  await expect(page.getByText('Đã trả lời', { exact: true })).toBeVisible()

  // The customer writes again: the request is open for staff once more; staff close it.
  await page.getByLabel('Trả lời').fill('Cảm ơn, khi nào gửi?')
  await page.getByRole('button', { name: 'Gửi', exact: true }).click()
  await expect(thread).toContainText('Cảm ơn, khi nào gửi?')
  await expect(page.getByText('Đang chờ', { exact: true })).toBeVisible()

  await staffPage.getByRole('navigation', { name: 'Lọc yêu cầu' }).getByRole('link', { name: 'Chờ trả lời' }).click()
  const again = staffPage.getByRole('article').filter({ hasText: 'Hộp bị móp khi nhận.' })
  await again.getByRole('button', { name: /^Mở yêu cầu #/ }).click()
  await expect(again.getByRole('list', { name: 'Trao đổi' })).toContainText('Cảm ơn, khi nào gửi?')
  await again.getByRole('button', { name: 'Đóng yêu cầu' }).click()
  await expect(again).toHaveCount(0)

  await page.reload()
  await expect(page.getByText('Đã đóng', { exact: true })).toBeVisible()
})
