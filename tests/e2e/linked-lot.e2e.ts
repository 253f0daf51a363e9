import { formatYen } from '@shared/money/money'
import { expect, test } from './support/fixtures'
import { registerCustomer } from './support/customer-api'
import { createAccount, makeStaff, openOtherPersonPage, signInOnPage } from './support/staff'

// Phone size, in Vietnamese (the default language).
test.use({ viewport: { width: 390, height: 844 } })

/** A datetime-local value two hours from now (the browser's time zone is the runner's). */
function inTwoHours(): string {
  const date = new Date(Date.now() + 2 * 3600_000)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

test('a Yahoo Auction link the mirror does not know opens a pending lot; staff describe it on the desk; the open page then shows the bid form', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  // A lot id of the real form that the demo mirror does not list.
  const lotId = `x9${String(Date.now()).slice(-9)}`
  await registerCustomer(page, 'linked-lot')

  // The customer pastes the lot's Yahoo address into the header search.
  await page.goto('/')
  const search = page.getByRole('search').getByRole('searchbox')
  await search.fill(`https://page.auctions.yahoo.co.jp/jp/auction/${lotId}`)
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/other-market/8/${lotId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Phiên đấu giá Yahoo ${lotId}` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Đang đọc phiên đấu giá' }).getByRole('status')).toContainText(
    'bạn có thể đặt giá khi cửa hàng đã kiểm tra xong',
  )
  // Followed by opening it: told when it is ready.
  await expect(page.getByRole('button', { name: 'Bỏ theo dõi' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByLabel('Giá tối đa của bạn (¥)')).toHaveCount(0)

  // Staff read it at Yahoo and describe it on the desk (a phone of their own).
  const staff = await makeStaff(request, await createAccount(request, 'e2e-linked-staff'), ['auctions'])
  const desk = await openOtherPersonPage(browser)
  await signInOnPage(desk, staff.email)
  await desk.goto('/admin/auctions')
  const card = desk.getByRole('article', { name: `Phiên Yahoo ${lotId}` })
  await expect(card).toContainText('1 khách theo dõi')
  await card.getByRole('button', { name: 'Mô tả phiên' }).click()
  const dialog = desk.getByRole('dialog', { name: `Mô tả phiên Yahoo ${lotId}` })
  await dialog.getByLabel('Tên phiên').fill('Máy ảnh Nikon F3')
  await dialog.getByLabel('Giá hiện tại trên Yahoo (¥)').fill('4500')
  await dialog.getByLabel('Kết thúc trên Yahoo').fill(inTwoHours())
  await expect(dialog.getByRole('status').filter({ hasText: `chưa biết → ${formatYen(4500)}` })).toBeVisible()
  await dialog.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toHaveCount(0)
  await desk.context().close()

  // The customer's open page shows the lot and its bid form, without a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Máy ảnh Nikon F3' })).toBeVisible()
  await expect(page.getByLabel('Giá tối đa của bạn (¥)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Đặt giá', exact: true })).toBeVisible()
})

test('an Amazon app share link pasted in the search opens the same product as its amazon.co.jp link', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('search').getByRole('searchbox')
  await search.fill('https://www.amazon.co.jp/dp/B0CHX3QBCH')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/other-market\/3\/B0CHX3QBCH$/)
  // The product's page (or, for an item the mirror does not list, the buy-by-link form): its first heading.
  const product = page.getByTestId('market-detail').or(page.getByTestId('buy-by-link'))
  await expect(product).toBeVisible()
  const heading = product.getByRole('heading').first()
  const name = (await heading.textContent()) ?? ''
  expect(name).not.toBe('')

  // The demo's share link for that product (the server looks it up in its table: no request leaves the machine).
  await page.goto('/')
  await search.fill('Xem cái này nè https://amzn.asia/d/0hXqBcH')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/other-market\/3\/B0CHX3QBCH$/)
  await expect(product).toBeVisible()
  await expect(heading).toHaveText(name)
})
