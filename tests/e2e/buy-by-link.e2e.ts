import { createAccount, signInOnPage } from './support/staff'
import { expect, test } from './support/fixtures'

/**
 * Buy by link (issue 13): a pasted Mercari link to an item the demo mirror does not know opens a
 * form instead of a dead end; the item described there goes into the cart at the stated price.
 */
test('a pasted Mercari link to an unknown item opens “buy by link”, and the item goes into the cart', async ({ page }) => {
  const code = `m8${Date.now().toString().slice(-10)}`
  await page.goto('/')
  await page.getByRole('search').getByRole('searchbox').fill(`https://jp.mercari.com/item/${code}?source=share`)
  await expect(page).toHaveURL(new RegExp(`/other-market/4/${code}$`))
  const form = page.getByRole('form', { name: 'Mua theo đường link' })
  await expect(form).toBeVisible()
  // Signed out: the form asks to sign in first, and comes back here afterwards.
  await expect(form.getByRole('link', { name: 'Đăng nhập' })).toBeVisible()

  const account = await createAccount(page.request, 'e2e-link')
  await signInOnPage(page, account.email)
  await page.goto(`/other-market/4/${code}`)
  await form.getByRole('button', { name: 'Tiếp tục' }).click()
  await expect(form.getByText('Vui lòng nhập tên sản phẩm.')).toBeVisible()
  await expect(form.getByText('Vui lòng nhập giá (yên).')).toBeVisible()

  await form.getByLabel('Tên sản phẩm').fill('Áo khoác denim Levi’s')
  await form.getByLabel('Giá trên Mercari (yên)').fill('4,8a00')
  await expect(form.getByLabel('Giá trên Mercari (yên)')).toHaveValue('4800')
  await form.getByLabel('Ghi chú (màu, kích cỡ…)').fill('Size M')
  await form.getByRole('button', { name: 'Tiếp tục' }).click()

  // What was described is a region named by the item's name, its heading.
  const described = page.getByRole('region', { name: 'Áo khoác denim Levi’s' })
  await expect(described.getByRole('heading', { name: 'Áo khoác denim Levi’s', level: 1 })).toBeVisible()
  await expect(described.getByText('Giá do bạn khai báo — nhân viên sẽ xác nhận.')).toBeVisible()
  // What was described is the page now: no "product not found" above it.
  await expect(page.getByText('Không tìm thấy sản phẩm')).toHaveCount(0)
  await described.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()

  // The same link opened again shows the item already described, not an empty form.
  await page.goto(`/other-market/4/${code}`)
  await expect(described.getByRole('heading', { name: 'Áo khoác denim Levi’s', level: 1 })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Mua theo đường link' })).toHaveCount(0)

  await page.goto('/cart')
  const line = page
    .getByRole('region', { name: 'Sản phẩm trong giỏ hàng', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Áo khoác denim Levi’s' })
  await expect(line).toBeVisible()
  await expect(line.locator('[data-testid="price"][data-yen]').first()).toHaveAttribute('data-yen', '4800')
  await expect(line.getByText('Giá chờ nhân viên xác nhận')).toBeVisible()
  // The line's link opens what was described, for its owner.
  await line.getByRole('link', { name: 'Áo khoác denim Levi’s' }).click()
  await expect(described.getByRole('heading', { name: 'Áo khoác denim Levi’s', level: 1 })).toBeVisible()
})
