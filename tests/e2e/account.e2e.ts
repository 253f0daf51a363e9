import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { chooseLanguage, expect, test } from './support/fixtures'

const PASSWORD = 'e2e-secret-123'
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** Registers a new customer through the register page's e-mail form and waits for the session. */
async function registerCustomer(page: Page): Promise<string> {
  const email = `e2e-account-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/register')
  const form = page.getByTestId('register-form')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="password"]').fill(PASSWORD)
  await page.getByTestId('register-submit').click()
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
  await page.getByTestId('customer-sign-out').click()
  await expect(page).not.toHaveURL(/\/customer/)
}

/** The newest toast with this text (an earlier one with the same text may still be fading out). */
async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text }).last()).toBeVisible()
}

async function fillAddress(form: ReturnType<Page['getByTestId']>, detail: string) {
  await form.locator('input[name="consignee"]').fill('Nguyễn Văn An')
  await form.locator('input[name="tel"]').fill('0912345678')
  await form.getByTestId('province-select').selectOption('01')
  await expect(form.getByTestId('district-select')).toBeEnabled()
  await form.getByTestId('district-select').selectOption('001')
  await expect(form.getByTestId('ward-select')).toBeEnabled()
  await form.getByTestId('ward-select').selectOption('00001')
  await form.locator('input[name="address_detail"]').fill(detail)
}

test('the address book: field errors, two addresses through the cascade, a new default, a removal', async ({ page }) => {
  await registerCustomer(page)
  await page.goto('/customer/address')
  await chooseLanguage(page, 'en')
  await expect(page.getByText('You have no address yet. Please add one.')).toBeVisible()

  const newPanel = page.getByTestId('address-panel-new')
  await newPanel.getByRole('button').first().click()
  const newForm = page.getByTestId('address-form-new')
  await newForm.getByTestId('address-save').click()
  await expect(newForm.getByTestId('field-error').first()).toBeVisible()
  await expect(newForm.getByTestId('alert')).toBeVisible()
  await expect(newForm.getByText('Please enter the consignee name.')).toBeVisible()
  // A message goes as soon as its field is changed; the others stay until theirs are.
  const errorsBefore = await newForm.getByTestId('field-error').count()
  await newForm.getByLabel('Consignee').fill('Nguyễn Văn An')
  await expect(newForm.getByText('Please enter the consignee name.')).toHaveCount(0)
  await expect(newForm.getByTestId('field-error')).toHaveCount(errorsBefore - 1)

  // Each choice clears the lower ones.
  await fillAddress(newForm, '12 Phố Huế')
  await newForm.getByTestId('province-select').selectOption('79')
  await expect(newForm.getByTestId('district-select')).toHaveValue('')
  await expect(newForm.getByTestId('ward-select')).toHaveValue('')
  await expect(newForm.getByTestId('ward-select')).toBeDisabled()
  await fillAddress(newForm, '12 Phố Huế')
  await newForm.getByTestId('address-save').click()
  await expectToast(page, 'Address created.')

  const panels = page.getByTestId('address-book').locator('li[data-testid^="address-panel-"]:not([data-testid="address-panel-new"])')
  await expect(panels).toHaveCount(1)
  await expect(panels.first()).toContainText('12 Phố Huế, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội')
  await expect(panels.first().getByTestId('default-mark')).toBeVisible()

  await newPanel.getByRole('button').first().click()
  await fillAddress(page.getByTestId('address-form-new'), '34 Tràng Tiền')
  await page.getByTestId('address-form-new').getByTestId('address-save').click()
  await expectToast(page, 'Address created.')
  await expect(panels).toHaveCount(2)

  const second = panels.filter({ hasText: '34 Tràng Tiền' })
  await second.getByRole('button').first().click()
  await second.getByTestId('address-default').check()
  await second.getByTestId('address-save').click()
  await expectToast(page, 'Address updated.')
  await expect(second.getByTestId('default-mark')).toBeVisible()
  const first = panels.filter({ hasText: '12 Phố Huế' })
  await expect(first.getByTestId('default-mark')).toHaveCount(0)

  await first.getByRole('button').first().click()
  // Deleting asks first; cancelling keeps the address.
  await first.getByTestId('address-delete').click()
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' })
  await expect(confirm).toContainText('12 Phố Huế')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(panels).toHaveCount(2)
  await first.getByTestId('address-delete').click()
  await confirm.getByRole('button', { name: 'Delete address' }).click()
  await expectToast(page, 'Address removed.')
  await expect(panels).toHaveCount(1)
  await expect(panels.first()).toContainText('34 Tràng Tiền')
  await expect(panels.first().getByTestId('default-mark')).toBeVisible()
})

test('a wallet: sort by amount, filter by a date range and a reference, clear', async ({ page }) => {
  await waitForDemoWalletHistory(page, await registerCustomer(page))
  await page.goto('/customer/wallet')
  const cards = page.getByTestId('wallet-card')
  await expect(cards).toHaveCount(2)
  await page.locator('[data-testid="wallet-card"][data-currency="VND"]').click()
  await expect(page).toHaveURL(/\/customer\/wallet\/\d+/)
  await expect(page.getByTestId('wallet-balance')).toContainText('đ')
  const rows = page.getByTestId('transaction-row')
  await expect(rows).toHaveCount(10)

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

  await page.getByTestId('sort-amount').click()
  await expect(page).toHaveURL(/sort=amount/)
  await expect(page.getByTestId('transactions-loading')).toHaveCount(0)
  const amounts = await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-amount'))))
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  await page.getByTestId('sort-amount').click()
  await expect(page).toHaveURL(/sort=-amount/)

  const dates = await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-voucher-date'))))
  const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-GB')
  const from = Math.min(...dates)
  const to = Math.max(...dates)
  await page.getByTestId('date-range-input').fill(`${day(from)} - ${day(to)}`)
  await expect(page).toHaveURL(/voucher_date=\d+(%2C|,)\d+/, { timeout: 5000 })
  await expect(page.getByTestId('transactions-loading')).toHaveCount(0)
  for (const date of await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-voucher-date'))))) {
    expect(date).toBeGreaterThanOrEqual(from - 86_400)
    expect(date).toBeLessThanOrEqual(to + 86_400)
  }

  const referenceText = (await page.getByTestId('transaction-reference').filter({ hasText: /\d{5}/ }).first().innerText()).trim()
  const reference = referenceText.split(/\s+/)[0]
  await page.getByTestId('reference-input').fill(reference)
  await page.getByTestId('reference-input').press('Enter')
  await expect(page).toHaveURL(new RegExp(`reference=(%22)?${reference}`))
  await expect(page.getByTestId('transactions-loading')).toHaveCount(0)
  await expect(rows.first()).toBeVisible()
  for (const text of await page.getByTestId('transaction-reference').allInnerTexts()) expect(text).toContain(reference)

  await page.getByTestId('clear-filters').click()
  await expect(page).not.toHaveURL(/sort=|voucher_date=|reference=|transactions_page=/)
  await expect(page.getByTestId('reference-input')).toHaveValue('')
  await expect(page.getByTestId('date-range-input')).toHaveValue('')
  await expect(rows).toHaveCount(10)

  // The calendar: two clicks choose a range.
  await page.getByTestId('date-range-toggle').click()
  const calendarDays = page.getByTestId('calendar').locator('button[data-testid^="calendar-day-"]')
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
  const code = (await page.getByTestId('invitation-code').innerText()).trim()
  expect(code).toMatch(/^\d+$/)
  await signOut(page)

  await registerCustomer(page)
  await page.goto('/customer/gift')
  await chooseLanguage(page, 'en')
  const codeField = page.getByLabel('Invitation code of the person who invited you')
  await codeField.fill('99999999')
  await page.getByTestId('invitation-submit').click()
  await expect(page.getByTestId('invitation-error')).toHaveText('Sorry, this invitation code is not valid.')
  await codeField.fill(code)
  await page.getByTestId('invitation-submit').click()
  await expect(page.getByText(`You entered the invitation code ${code}.`)).toBeVisible()
  // An account enters one code once: nothing more to enter, now or after a reload.
  await expect(codeField).toHaveCount(0)
  await page.reload()
  await expect(page.getByText(`You entered the invitation code ${code}.`)).toBeVisible()
  await expect(codeField).toHaveCount(0)

  // Copying the customer's own code shows 'Copied'.
  await page.getByTestId('copy-button').first().click()
  await expect(page.getByTestId('copy-button').first()).toHaveText('Copied')
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
  await page.getByTestId('support-name').fill('Trần Thị Bình')
  await page.getByTestId('support-phone').fill('0912345678')
  await page.getByTestId('support-submit').click()
  await expect(page.getByText('Please describe your problem.')).toBeVisible()

  await page.getByTestId('support-content').fill('Đơn hàng của tôi chưa được giao.')
  const image = { name: 'package.png', mimeType: 'image/png', buffer: PNG }
  await page.getByTestId('support-image-input').setInputFiles(image)
  await expect(page.getByTestId('support-image-preview')).toBeVisible()
  await page.getByTestId('support-image-remove').click()
  await expect(page.getByTestId('support-image-preview')).toHaveCount(0)
  await page.getByTestId('support-image-input').setInputFiles(image)
  await expect(page.getByTestId('support-image-preview')).toBeVisible()

  const attachment = page.waitForResponse(
    (response) => response.url().endsWith('/api/support-contents') && response.request().method() === 'POST',
  )
  await page.getByTestId('support-submit').click()
  expect((await attachment).status()).toBe(201)
  await expectToast(page, 'Support request sent.')
  await expect(page.getByTestId('support-content')).toHaveValue('')
  await expect(page.getByTestId('support-name')).toHaveValue('')
  await expect(page.getByTestId('support-image-preview')).toHaveCount(0)
  await expect(page.getByTestId('support-notes')).toContainText('hotline')
})
