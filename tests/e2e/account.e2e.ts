import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { fillAddress } from './support/address-form'
import { chooseLanguage, expect, test } from './support/fixtures'

const PASSWORD = 'e2e-secret-123'
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** Registers a new customer through the register page's e-mail form and waits for the session. */
async function registerCustomer(page: Page): Promise<string> {
  const email = `e2e-account-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/register')
  const form = page.getByRole('region', { name: 'Đăng ký', exact: true })
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Mật khẩu').fill(PASSWORD)
  await form.getByRole('button', { name: 'Tạo tài khoản', exact: true }).click()
  await expect(page).not.toHaveURL(/\/register/)
  return email
}

/** The demo simulator's job writes a new customer's wallet history a moment after they are first seen. */
async function waitForDemoWalletHistory(page: Page, email: string) {
  const config = (await (await page.request.get('/api/client-config')).json()) as { authEmulatorUrl: string; firebase: { apiKey: string } }
  const signIn = await page.request.post(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  )
  const headers = { authorization: `Bearer ${((await signIn.json()) as { idToken: string }).idToken}` }
  await expect
    .poll(async () => ((await (await page.request.get('/api/transactions', { headers })).json()) as { total: number }).total, {
      timeout: 20_000,
    })
    .toBeGreaterThan(10)
}

async function signOut(page: Page) {
  await page.goto('/customer/user-info')
  await page.getByRole('complementary').getByRole('button', { name: 'Đăng xuất' }).click()
  await expect(page).not.toHaveURL(/\/customer/)
}

/** The newest toast with this text in the notification area (an earlier one with the same text may still be fading out). */
async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').getByText(text, { exact: true }).last()).toBeVisible()
}

test('the address book: field errors, two addresses through the cascade, a new default, a removal', async ({ page }) => {
  await registerCustomer(page)
  await page.goto('/customer/address')
  await chooseLanguage(page, 'en')
  await expect(page.getByText('You have no address yet. Please add one.')).toBeVisible()

  const book = page.getByRole('region', { name: 'Address book', exact: true })
  const addNew = book.getByRole('button', { name: 'Add a new address' })
  await addNew.click()
  // The open panel is a region named by its button.
  const newForm = book.getByRole('region', { name: 'Add a new address' })
  // A field the server refused is marked invalid and described by its message.
  const invalidFields = newForm.locator('[aria-invalid="true"]')
  await newForm.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(invalidFields.first()).toBeVisible()
  await expect(newForm.getByRole('alert')).toBeVisible()
  await expect(newForm.getByText('Please enter the consignee name.')).toBeVisible()
  await expect(newForm.getByLabel('Consignee')).toHaveAccessibleDescription(/Please enter the consignee name\./)
  // A message goes as soon as its field is changed; the others stay until theirs are.
  const errorsBefore = await invalidFields.count()
  expect(errorsBefore).toBeGreaterThan(1)
  await newForm.getByLabel('Consignee').fill('Nguyễn Văn An')
  await expect(newForm.getByText('Please enter the consignee name.')).toHaveCount(0)
  await expect(invalidFields).toHaveCount(errorsBefore - 1)
  await expect(newForm.getByLabel('Consignee')).not.toHaveAttribute('aria-invalid')

  // Each choice clears the lower ones.
  await fillAddress(newForm, '12 Phố Huế')
  await newForm.getByLabel('Province/City').selectOption('79')
  await expect(newForm.getByLabel('District')).toHaveValue('')
  await expect(newForm.getByLabel('Ward')).toHaveValue('')
  await expect(newForm.getByLabel('Ward')).toBeDisabled()
  await fillAddress(newForm, '12 Phố Huế')
  await newForm.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Address created.')

  // One list item per address after the "Add a new address" one; an item's heading is its address.
  const panels = book
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .filter({ hasNot: page.getByRole('button', { name: 'Add a new address' }) })
  const defaultMark = (panel: Locator) => panel.getByRole('heading', { level: 2 }).getByText('Default address', { exact: true })
  await expect(panels).toHaveCount(1)
  await expect(panels.first().getByRole('heading', { level: 2 })).toContainText(
    '12 Phố Huế, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội',
  )
  await expect(defaultMark(panels.first())).toBeVisible()

  await addNew.click()
  await fillAddress(newForm, '34 Tràng Tiền')
  await newForm.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Address created.')
  await expect(panels).toHaveCount(2)

  const second = panels.filter({ hasText: '34 Tràng Tiền' })
  await second.getByRole('button', { name: /34 Tràng Tiền/ }).click()
  await second.getByRole('checkbox', { name: 'Set as default address' }).check()
  await second.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Address updated.')
  await expect(defaultMark(second)).toBeVisible()
  const first = panels.filter({ hasText: '12 Phố Huế' })
  await expect(defaultMark(first)).toHaveCount(0)

  await first.getByRole('button', { name: /12 Phố Huế/ }).click()
  // Deleting asks first; cancelling keeps the address.
  await first.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' })
  await expect(confirm).toContainText('12 Phố Huế')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(panels).toHaveCount(2)
  await first.getByRole('button', { name: 'Delete', exact: true }).click()
  await confirm.getByRole('button', { name: 'Delete address' }).click()
  await expectToast(page, 'Address removed.')
  await expect(panels).toHaveCount(1)
  await expect(panels.first()).toContainText('34 Tràng Tiền')
  await expect(defaultMark(panels.first())).toBeVisible()
})

test('a wallet: sort by amount, filter by a date range and a reference, clear', async ({ page }) => {
  await waitForDemoWalletHistory(page, await registerCustomer(page))
  await page.goto('/customer/wallet')
  // One card per wallet, each a link read as "currency, balance".
  const cards = page.getByRole('region', { name: 'Ví của tôi' }).getByRole('listitem')
  await expect(cards).toHaveCount(2)
  await expect(cards.getByRole('link', { name: /Số dư$/ })).toHaveCount(2)
  await cards.getByRole('link', { name: /^VND/ }).click()
  await expect(page).toHaveURL(/\/customer\/wallet\/\d+/)
  const wallet = page.getByRole('region', { name: 'Ví', exact: true })
  await expect(wallet.getByRole('group', { name: 'Số dư', exact: true })).toContainText(/\dđ/)
  // The table's body rows (the head row has column headers, not cells).
  const rows = wallet
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(10)
  // The reference is each row's fifth cell (#, voucher date, type, amount, reference).
  const references = async () => Promise.all((await rows.all()).map((row) => row.getByRole('cell').nth(4).innerText()))
  const loading = wallet.getByRole('status').filter({ hasText: 'Đang tải…' })
  const referenceInput = wallet.getByLabel('Mã tham chiếu')
  const dateRangeInput = wallet.getByLabel('Ngày chứng từ', { exact: true })
  const sortByAmount = wallet.getByRole('columnheader', { name: /Số tiền/ }).getByRole('button')

  // On a phone each transaction reads whole: no cell is cut or beyond the box, nothing scrolls sideways.
  const table = page.getByRole('table')
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true)
  const overflowing = await table.evaluate((element) => {
    const edge = element.parentElement!.getBoundingClientRect().right
    return Array.from(element.querySelectorAll('tbody td'))
      .filter((cell) => cell.getBoundingClientRect().right > edge + 0.5 || cell.scrollWidth > cell.clientWidth)
      .map((cell) => cell.textContent)
  })
  expect(overflowing).toEqual([])
  await expect(table.getByRole('button', { name: 'Số tiền' })).toBeVisible()
  await expect(table.getByRole('button', { name: 'Ngày chứng từ' })).toBeVisible()

  await sortByAmount.click()
  await expect(page).toHaveURL(/sort=amount/)
  await expect(wallet.getByRole('columnheader', { name: /Số tiền/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(loading).toHaveCount(0)
  const amounts = await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-amount'))))
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  await sortByAmount.click()
  await expect(page).toHaveURL(/sort=-amount/)

  const dates = await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-voucher-date'))))
  const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-GB')
  const from = Math.min(...dates)
  const to = Math.max(...dates)
  await dateRangeInput.fill(`${day(from)} - ${day(to)}`)
  await expect(page).toHaveURL(/voucher_date=\d+(%2C|,)\d+/, { timeout: 5000 })
  await expect(loading).toHaveCount(0)
  for (const date of await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-voucher-date'))))) {
    expect(date).toBeGreaterThanOrEqual(from - 86_400)
    expect(date).toBeLessThanOrEqual(to + 86_400)
  }

  const referenceText = (await references()).map((text) => text.trim()).find((text) => /\d{5}/.test(text))
  expect(referenceText).toBeDefined()
  const reference = referenceText!.split(/\s+/)[0]
  await referenceInput.fill(reference)
  await referenceInput.press('Enter')
  await expect(page).toHaveURL(new RegExp(`reference=(%22)?${reference}`))
  await expect(loading).toHaveCount(0)
  await expect(rows.first()).toBeVisible()
  for (const text of await references()) expect(text).toContain(reference)

  await wallet.getByRole('button', { name: 'Xoá bộ lọc' }).click()
  await expect(page).not.toHaveURL(/sort=|voucher_date=|reference=|transactions_page=/)
  await expect(referenceInput).toHaveValue('')
  await expect(dateRangeInput).toHaveValue('')
  await expect(rows).toHaveCount(10)

  // The calendar: two clicks choose a range.
  await wallet.getByRole('button', { name: 'Chọn khoảng ngày trên lịch' }).click()
  const calendarDays = page.getByRole('dialog', { name: 'Lịch' }).getByRole('grid').getByRole('gridcell').getByRole('button')
  await expect(calendarDays).toHaveCount(42)
  await calendarDays.nth(0).click()
  await expect(page).not.toHaveURL(/voucher_date=/)
  await calendarDays.nth(41).click()
  await expect(page).toHaveURL(/voucher_date=/)
})

test('an invitation code: an invalid one refused, then one redeemed and the form gone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await registerCustomer(page)
  await page.goto('/customer/user-info')
  const code = (await page.getByRole('group', { name: 'Mã giới thiệu của bạn' }).getByText(/^\d+$/).innerText()).trim()
  expect(code).toMatch(/^\d+$/)
  await signOut(page)

  await registerCustomer(page)
  await page.goto('/customer/gift')
  await chooseLanguage(page, 'en')
  const codeField = page.getByLabel('Invitation code of the person who invited you')
  const invitation = page.getByRole('region', { name: 'Invitation code', exact: true })
  await codeField.fill('99999999')
  await invitation.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(invitation.getByRole('alert')).toHaveText('Sorry, this invitation code is not valid.')
  await codeField.fill(code)
  await invitation.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(page.getByText(`You entered the invitation code ${code}.`)).toBeVisible()
  // An account enters one code once: nothing more to enter, now or after a reload.
  await expect(codeField).toHaveCount(0)
  await page.reload()
  await expect(page.getByText(`You entered the invitation code ${code}.`)).toBeVisible()
  await expect(codeField).toHaveCount(0)

  // Copying the customer's own code shows 'Copied'.
  const copy = invitation.getByRole('group', { name: 'Your invitation code' }).getByRole('button', { name: 'Copy the invitation code' })
  await copy.click()
  await expect(copy).toHaveText('Copied')
})

test('on a phone the customer area keeps the current tab in view and shows that the tab row goes on', async ({ page }) => {
  await registerCustomer(page)
  await page.goto('/customer/auction-log')
  const tabs = page.getByRole('navigation', { name: 'Tài khoản' })
  const current = tabs.getByRole('link', { name: 'Lịch sử đấu giá' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(current).toBeInViewport({ ratio: 1 })
  const row = tabs.getByRole('list')
  const visible = async () => {
    const box = (await row.boundingBox())!
    const link = (await current.boundingBox())!
    return link.x >= box.x - 0.5 && link.x + link.width <= box.x + box.width + 0.5
  }
  expect(await visible()).toBe(true)
  // The row goes on beyond the screen, and shows it: shadows on the sides with more (scroll-row.css).
  expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true)
  expect(await row.evaluate((list) => getComputedStyle(list).backgroundImage)).toMatch(/radial-gradient.*radial-gradient/)
})

test('a support request with an image', async ({ page }) => {
  await registerCustomer(page)
  await page.goto('/customer/support')
  await chooseLanguage(page, 'en')
  const support = page.getByRole('region', { name: 'Support', exact: true })
  const name = support.getByLabel('Full name')
  const content = support.getByLabel('Content')
  const submit = support.getByRole('button', { name: 'Submit', exact: true })
  await name.fill('Trần Thị Bình')
  await support.getByLabel('Phone number').fill('0912345678')
  await submit.click()
  await expect(page.getByText('Please describe your problem.')).toBeVisible()

  await content.fill('Đơn hàng của tôi chưa được giao.')
  const image = { name: 'package.png', mimeType: 'image/png', buffer: PNG }
  // The file input is labelled by its "Choose an image" / "Choose another image" button.
  const images = support.getByRole('group', { name: 'Image', exact: true })
  const chooseImage = images.getByLabel(/^Choose (an|another) image$/)
  const preview = images.getByRole('img', { name: 'Image preview' })
  await chooseImage.setInputFiles(image)
  await expect(preview).toBeVisible()
  await images.getByRole('button', { name: 'Remove image' }).click()
  await expect(preview).toHaveCount(0)
  await chooseImage.setInputFiles(image)
  await expect(preview).toBeVisible()

  const attachment = page.waitForResponse(
    (response) => response.url().endsWith('/api/support-contents') && response.request().method() === 'POST',
  )
  await submit.click()
  expect((await attachment).status()).toBe(201)
  await expectToast(page, 'Support request sent.')
  await expect(content).toHaveValue('')
  await expect(name).toHaveValue('')
  await expect(preview).toHaveCount(0)
  await expect(support.getByRole('listitem').filter({ hasText: 'hotline' })).toBeVisible()
})
