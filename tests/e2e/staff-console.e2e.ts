import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { formatYen } from '@shared/money/money'
import { rateDeviationPercent } from '@shared/money/rate-rules'
import { ORDER_STATUS, type OrderStatusName } from '@shared/orders/statuses'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, openOtherPersonPage, placeOrder, signInOnPage } from './support/staff'

/** A staff member signed in on a page of their own (the test's `page` stays the customer's). */
async function staffOnOwnPage(browser: Parameters<typeof openOtherPersonPage>[0], page: Page) {
  const staffPage = await openOtherPersonPage(browser)
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-staff'))
  await signInOnPage(staffPage, staff.email)
  return { staffPage, staff }
}

async function expectNoAxeViolations(page: Page) {
  const violations = (await new AxeBuilder({ page }).analyze()).violations
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
}

test('the console is the 404 page for a visitor and a customer, and opens for staff', async ({ page, browser }) => {
  await page.goto('/admin')
  await expect(page.getByTestId('not-found-page')).toBeVisible()

  const customer = await createAccount(page.request, 'e2e-customer')
  await signInOnPage(page, customer.email)
  await page.goto('/admin/audit')
  await expect(page.getByTestId('not-found-page')).toBeVisible()
  await expect(page.getByTestId('admin-console')).toHaveCount(0)

  const { staffPage, staff } = await staffOnOwnPage(browser, page)
  await staffPage.goto('/admin')
  await expect(staffPage.getByTestId('admin-console')).toBeVisible()
  await expect(staffPage.getByTestId('admin-identity')).toHaveText(staff.email)
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible()
  await expectNoAxeViolations(staffPage)
  await staffPage.goto('/admin/no-such-screen')
  await expect(staffPage.getByTestId('not-found-page')).toBeVisible()
  await staffPage.context().close()
})

test('staff set today’s rate: the customer’s header shows it, the chart has it', async ({ page, browser }) => {
  await page.goto('/')
  await expect(page.getByTestId('exchange-rate')).toHaveAttribute('data-rate', /\d/)
  const shown = Number(await page.getByTestId('exchange-rate').getAttribute('data-rate'))
  // A little above today's: the other tests read the rate, none expects a particular one.
  const rate = String(Math.round((shown + 0.3) * 10) / 10)
  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto('/admin/rates')
  await staffPage.getByLabel('Tỉ giá (đ cho 1 ¥)').fill(rate)
  await staffPage.getByRole('button', { name: 'Lưu tỉ giá' }).click()
  await expect(staffPage.getByTestId('admin-current-rate')).toContainText(rate)
  await expect(staffPage.getByTestId('rate-chart')).toHaveAttribute('aria-label', new RegExp(`hiện tại ${rate.replace('.', ',')}`))
  // The staff member's own header follows at once; the customer's on their next page load.
  await expect(staffPage.getByTestId('exchange-rate')).toHaveAttribute('data-rate', rate)
  await expectNoAxeViolations(staffPage)

  await page.reload()
  await expect(page.getByTestId('exchange-rate')).toHaveAttribute('data-rate', rate)
  await staffPage.context().close()
})

test('a rate typo (1.735 for ~173) is caught with old → new and the percent; a money field refuses 12.5 and reads 110.000', async ({
  page,
  browser,
}) => {
  const rateNow = async () =>
    ((await (await page.request.get('/api/amount-with-conditions')).json()) as { data: { rate: number } }).data.rate
  const before = await rateNow()
  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto('/admin/rates')
  await expect(staffPage.getByTestId('admin-current-rate')).toContainText(String(before))
  await staffPage.getByLabel('Tỉ giá (đ cho 1 ¥)').fill('1.735')
  await staffPage.getByRole('button', { name: 'Lưu tỉ giá' }).click()
  const warning = staffPage.getByRole('alertdialog')
  await expect(warning).toContainText(`${before} → 1.735`)
  await expect(warning).toContainText(`lệch ${rateDeviationPercent(before, 1.735)}%`)
  await expectNoAxeViolations(staffPage)
  await warning.getByRole('button', { name: 'Huỷ' }).click()
  await expect(warning).toHaveCount(0)
  await expect(staffPage.getByTestId('admin-current-rate')).toContainText(String(before))
  expect(await rateNow()).toBe(before)

  await staffPage.goto('/admin/catalog')
  const product = staffPage.getByTestId('admin-product').first()
  const price = product.getByLabel('Giá (¥)')
  const original = await price.inputValue()
  await price.fill('12.5')
  await expect(product).toContainText('Số tiền là số nguyên: không có phần thập phân')
  await expect(product.getByRole('button', { name: 'Lưu' })).toBeDisabled()
  await price.fill('110.000')
  await expect(product).toContainText(`Đọc là: ${formatYen(110_000)}`)
  await product.getByRole('button', { name: 'Lưu' }).click()
  await expect(product.getByRole('alertdialog')).toContainText(`${formatYen(Number(original))} → ${formatYen(110_000)}`)
  await product.getByRole('button', { name: 'Huỷ' }).click()
  await expect(product.getByRole('alertdialog')).toHaveCount(0)
  await staffPage.context().close()
})

test('staff take a new order to the warehouse with a box and its events: the customer sees each status and notification', async ({
  page,
  browser,
}) => {
  const customer = await createAccount(page.request, 'e2e-buyer')
  const orderId = await placeOrder(page.request, customer.token)
  await signInOnPage(page, customer.email)
  await page.goto(`/customer/orders/${orderId}`)
  await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveAttribute('data-status-id', String(ORDER_STATUS.Newish))

  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto(`/admin/orders?q=OS${String(orderId).padStart(6, '0')}`)
  await expect(staffPage.getByTestId('admin-order-row')).toHaveCount(1)
  await staffPage.getByTestId('admin-order-row').getByRole('link').click()
  await expect(staffPage.getByTestId('admin-order')).toBeVisible()
  await expectNoAxeViolations(staffPage)

  const road: OrderStatusName[] = ['Pending', 'Paid', 'PaidToSupplier', 'WaitingToReceive', 'ReceivedAtWarehouse']
  for (const status of road) {
    // Only the moves the state machine allows are offered: Finish is never one of them on this road.
    await expect(
      staffPage.getByTestId('admin-order-move').filter({ has: staffPage.locator(`[data-status-id="${ORDER_STATUS.Finish}"]`) }),
    ).toHaveCount(0)
    await staffPage.locator(`[data-testid="admin-order-move"][data-status-id="${ORDER_STATUS[status]}"]`).click()
    if (status === 'Paid') {
      // Nothing was paid and the wallet is empty: marking it Paid is an override that needs a reason (issue 28).
      await staffPage.getByTestId('admin-order-reason').fill('Trả tiền mặt tại quầy')
      await staffPage.getByTestId('admin-order-move-confirm').click()
    }
    await expect(staffPage.getByTestId('admin-order').getByTestId('order-status').first()).toHaveAttribute(
      'data-status-id',
      String(ORDER_STATUS[status]),
    )
    await page.reload()
    await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveAttribute(
      'data-status-id',
      String(ORDER_STATUS[status]),
    )
  }
  await expect(staffPage.locator(`[data-testid="admin-order-move"][data-status-id="${ORDER_STATUS.Finish}"]`)).toBeVisible()

  await staffPage.getByLabel('Mã kiện mới').fill('E2E-BOX-1')
  await staffPage.getByRole('button', { name: 'Thêm kiện' }).click()
  const box = staffPage.getByRole('region', { name: 'E2E-BOX-1' })
  await expect(box).toBeVisible()
  await box.getByLabel('Sự kiện', { exact: true }).selectOption('pick_out_container')
  await box.getByRole('combobox', { name: 'Kho', exact: true }).selectOption('jp-osaka')
  await box.getByRole('button', { name: 'Ghi sự kiện' }).click()
  await expect(box.getByTestId('notification-headline')).toHaveCount(1)
  await box.getByLabel('Sự kiện', { exact: true }).selectOption('pick_in_container')
  await box.getByRole('combobox', { name: 'Từ kho' }).selectOption('jp-osaka')
  await box.getByRole('combobox', { name: 'Đến kho' }).selectOption('vn-danang')
  await box.getByRole('button', { name: 'Ghi sự kiện' }).click()
  await expect(box.getByTestId('notification-headline')).toHaveCount(2)

  await page.reload()
  const customerBox = page.locator('[data-testid="owning-box"][data-box-id="E2E-BOX-1"]')
  await expect(customerBox.getByTestId('box-notification')).toHaveCount(2)
  await expect(customerBox.getByTestId('notification-headline').first()).toHaveAttribute('data-key', 'pick_in_container')
  await expect(customerBox.getByTestId('notification-headline').first()).toContainText('Kho Đà Nẵng')
  await page.getByTestId('notifications-button').click()
  // The bell groups its entries (money before orders and warehouse): the newest warehouse entry leads its group.
  const warehouse = page.getByRole('region', { name: /Đơn hàng và kho/ })
  await expect(warehouse.getByTestId('notification-headline').first()).toContainText('Kho Đà Nẵng')
  await staffPage.context().close()
})

test('staff record a deposit: the customer’s wallet shows it', async ({ page, browser }) => {
  const customer = await createAccount(page.request, 'e2e-payer')
  await signInOnPage(page, customer.email)
  const me = (await (await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${customer.token}` } })).json()) as {
    data: { id: number }
  }
  // A new customer's demo wallet history is written a moment after they are first seen: let it land first.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/transactions', { headers: { authorization: `Bearer ${customer.token}` } })).json()) as {
            total: number
          }
        ).total,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(10)
  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto(`/admin/wallets?q=${encodeURIComponent(customer.email)}`)
  await staffPage.getByTestId('admin-customer-link').click()
  await expect(staffPage.getByTestId('admin-ledger-customer')).toContainText(`#${me.data.id}`)
  const vnd = staffPage.locator('[data-testid="admin-wallet"][data-currency="VND"]').getByTestId('admin-wallet-balance')
  const before = Number((await vnd.textContent())!.replace(/\D/g, '')) * (((await vnd.textContent()) ?? '').startsWith('-') ? -1 : 1)

  const form = staffPage.getByTestId('admin-ledger-form')
  await form.getByLabel('Số tiền').fill('1234000')
  const reference = `E2E-${Date.now()}`
  await form.getByLabel('Mã giao dịch ngân hàng').fill(reference)
  await form.getByRole('button', { name: 'Ghi giao dịch' }).click()
  const after = before + 1_234_000
  await expect(vnd).toHaveText(`${new Intl.NumberFormat('ja-JP').format(after)}đ`)
  await expectNoAxeViolations(staffPage)

  await page.goto('/customer/wallet')
  await expect(page.getByTestId('wallet-list')).toContainText(`${new Intl.NumberFormat('ja-JP').format(after)}đ`)

  // A wrong entry is voided by a reversal: the dialog shows the balance old → new and asks the reason.
  const dong = (amount: number) => `${new Intl.NumberFormat('ja-JP').format(amount)}đ`
  await staffPage.getByRole('button', { name: 'Hủy giao dịch 1,234,000đ', exact: true }).first().click()
  const dialog = staffPage.getByRole('dialog')
  await expect(dialog.getByTestId('void-balance-change')).toHaveText(`Số dư: ${dong(after)} → ${dong(before)}`)
  await dialog.getByLabel('Lý do').fill('E2E: nhập nhầm số tiền')
  await dialog.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(dialog).toBeHidden()
  await expect(vnd).toHaveText(dong(before))
  await staffPage.context().close()
})

test('staff write and publish a post: it appears in the blog; the dashboard counts what needs doing', async ({ page, browser }) => {
  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto('/admin')
  await expect(staffPage.getByTestId('admin-dashboard')).toBeVisible()
  await staffPage.getByRole('link', { name: /Bài viết nháp/ }).click()
  await staffPage.getByTestId('admin-new-post').click()
  const title = `Tin nhân viên ${Date.now()}`
  await staffPage.getByLabel('Tiêu đề (vi)').fill(title)
  await staffPage.getByLabel('Mô tả (vi)').fill('Tóm tắt ngắn')
  await staffPage.getByLabel('Nội dung HTML (vi)').fill('<p>Hàng mới đã về kho Đà Nẵng.</p><script>alert(1)</script>')
  await staffPage.getByRole('button', { name: 'Lưu bài viết' }).click()
  await expect(staffPage.getByTestId('admin-post-state')).toHaveText('Nháp')
  await expect(staffPage.getByLabel('Nội dung HTML (vi)')).toHaveValue('<p>Hàng mới đã về kho Đà Nẵng.</p>')
  await expectNoAxeViolations(staffPage)

  // A draft is nobody's to read (the blog's own cache keeps lists for minutes, so this asks the API).
  const drafts = (await (await page.request.get('/api/posts?per_page=24')).json()) as { data: { title: string }[] }
  expect(drafts.data.map((post) => post.title)).not.toContain(title)

  await staffPage.getByRole('button', { name: 'Đăng bài' }).click()
  await expect(staffPage.getByTestId('admin-post-state')).toHaveText('Đã đăng')
  await page.goto('/blogs')
  await expect(page.getByTestId('post-card').first()).toContainText(title)
  await page.getByTestId('post-card').first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('Hàng mới đã về kho Đà Nẵng.')).toBeVisible()
  await staffPage.context().close()
})

test('staff confirm the price of an item a customer bought by link', async ({ page, browser }) => {
  const customer = await createAccount(page.request, 'e2e-link-buyer')
  const name = `Máy ảnh Fujifilm ${Date.now()}`
  const described = await page.request.post('/api/link-items', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { shop_id: 4, item_id: `m6${Date.now().toString().slice(-10)}`, name, price: 21000, note: 'Kèm sạc' },
  })
  expect(described.status()).toBe(201)

  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto('/admin')
  await staffPage.getByRole('link', { name: 'Mua theo link' }).click()
  const card = staffPage.getByTestId('admin-link-item').filter({ hasText: name })
  await expect(card).toContainText('khách khai báo ¥21,000')
  await expect(card).toContainText('Kèm sạc')
  await card.getByLabel('Giá xác nhận (yên)').fill('23500')
  await card.getByRole('button', { name: 'Xác nhận giá' }).click()
  await expect(card.getByRole('alertdialog')).toContainText('¥21,000 → ¥23,500')
  await card.getByRole('button', { name: 'Xác nhận và lưu' }).click()
  // Confirmed, it leaves the list of prices to confirm and is among the confirmed ones.
  await expect(card).toHaveCount(0)
  await staffPage.getByRole('link', { name: 'Đã xác nhận' }).click()
  await expect(staffPage.getByTestId('admin-link-item').filter({ hasText: name }).getByLabel('Giá xác nhận (yên)')).toHaveValue('23500')
  await expectNoAxeViolations(staffPage)
  await staffPage.context().close()
})

test('staff grant a customer’s request to bid: the overview counts it, the customer may then bid', async ({ page, browser }) => {
  const customer = await createAccount(page.request, 'e2e-bidder')
  const headers = { authorization: `Bearer ${customer.token}` }
  const me = (await (await page.request.get('/api/users/me', { headers })).json()) as { data: { id: number } }
  const asked = await page.request.post('/catalog/request-permission/create', {
    headers,
    data: { tel: '0987654321', slug: customer.email, supplier_name: 'yahoo-auction', user_id: me.data.id, device_token: '' },
  })
  expect(asked.ok()).toBe(true)

  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto('/admin')
  await expect(staffPage.getByRole('link', { name: /Yêu cầu quyền đấu giá chờ duyệt/ })).toBeVisible()
  await staffPage.getByRole('navigation').getByRole('link', { name: 'Quyền đấu giá' }).click()
  const card = staffPage.getByTestId('admin-permission-request').filter({ hasText: customer.email })
  await expect(card.getByRole('link', { name: '0987654321' })).toBeVisible()
  await card.getByRole('button', { name: 'Cấp quyền' }).click()
  await expect(card).toHaveCount(0)
  await staffPage.getByRole('link', { name: 'Đã cấp' }).click()
  await expect(staffPage.getByTestId('admin-permission-request').filter({ hasText: customer.email })).toBeVisible()
  await expectNoAxeViolations(staffPage)

  const check = await page.request.get(`/catalog/auction/check-user-permission?user_id=${me.data.id}`, { headers })
  expect(await check.json()).toBe(true)
  await staffPage.context().close()
})

test('staff import market listings from a JSON-lines file: a bad line refuses the file, a good file is served', async ({
  page,
  browser,
}) => {
  const code = `m4${Date.now().toString().slice(-10)}`
  const name = `Đồng hồ Casio console ${code}`
  const listing = JSON.stringify({
    kind: 'listing',
    shop: 'mercari',
    item_code: code,
    name: { ja: 'カシオ 腕時計', vi: name, en: name },
    price: 5400,
    images: ['https://static.example/watch.jpg'],
  })
  const { staffPage } = await staffOnOwnPage(browser, page)
  await staffPage.goto('/admin/catalog')
  const importer = staffPage.getByRole('form', { name: 'Nhập dữ liệu sàn (JSON lines)' })
  const file = (text: string) => ({ name: 'listings.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(text) })

  await importer.getByLabel('Tệp .jsonl').setInputFiles(file(`${listing}\n{"kind":"listing","shop":"mercari"}\n`))
  await importer.getByRole('button', { name: 'Nhập' }).click()
  const refused = importer.getByRole('alert')
  await expect(refused).toContainText('Không ghi gì: 1 dòng lỗi trong 2 dòng.')
  await expect(refused.getByRole('listitem')).toHaveCount(1)
  await expect(refused.getByRole('listitem').first()).toContainText('Dòng 2:')

  await importer.getByLabel('Tệp .jsonl').setInputFiles(file(`${listing}\n`))
  await importer.getByRole('button', { name: 'Nhập' }).click()
  // While it runs the spinner is the status; then the result replaces it.
  await expect(importer.getByRole('status').filter({ hasText: 'Đã nhập' })).toHaveText('Đã nhập 1 bản ghi từ 1 dòng.')
  await expect(importer.getByRole('status')).toHaveCount(1)
  await expectNoAxeViolations(staffPage)
  await staffPage.context().close()

  await page.goto(`/other-market/4/${code}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})
