import type { Locator, Page } from '@playwright/test'
import { orderCode } from '@shared/contracts/order'
import { expect, test } from './support/fixtures'
import { createAccount, makeStaff, placeOrder, signInOnPage } from './support/staff'

/**
 * Issue 24, the console on a warehouse phone (390 × 844): the current screen's menu pill is in view
 * even far down the menu, the storefront's header does not push the console down (the console has its
 * own slim bar), and a table keeps its column names on a phone, each row a card.
 */
test.use({ viewport: { width: 390, height: 844 } })

async function expectWithinViewport(page: Page, element: Locator) {
  const box = (await element.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
}

test('on a phone the console keeps its place: the active pill in view, its own slim header, tables as labelled cards', async ({ page }) => {
  const customer = await createAccount(page.request, 'e2e-phone-buyer')
  const orderId = await placeOrder(page.request, customer.token)
  const staff = await makeStaff(page.request, await createAccount(page.request, 'e2e-phone-staff'))
  await signInOnPage(page, staff.email)

  const menu = page.getByRole('navigation', { name: 'Bảng điều khiển' })
  // Screens from the far end of the menu back to its start: each time the current pill is on screen.
  for (const [path, label] of [
    ['staff', 'Nhân viên'],
    ['audit', 'Nhật ký thao tác'],
    ['catalog', 'Sản phẩm'],
    ['support', 'Hỗ trợ'],
    ['', 'Tổng quan'],
  ] as const) {
    await page.goto(`/admin/${path}`)
    const pill = menu.getByRole('link', { name: label, exact: true })
    await expect(pill).toHaveAttribute('aria-current', 'page')
    await expectWithinViewport(page, pill)
  }
  // Moving within the console (no reload) brings the new pill into view too.
  await menu.getByRole('link', { name: 'Nhân viên', exact: true }).scrollIntoViewIfNeeded()
  await menu.getByRole('link', { name: 'Nhân viên', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nhân viên' })).toBeVisible()
  await menu.getByRole('link', { name: 'Tổng quan', exact: true }).scrollIntoViewIfNeeded()
  await menu.getByRole('link', { name: 'Tổng quan', exact: true }).click()
  await expect(menu.getByRole('link', { name: 'Tổng quan', exact: true })).toHaveAttribute('aria-current', 'page')

  // An order far down a list screen, opened on the phone.
  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng ${orderCode(orderId)}` })).toBeVisible()
  await expectWithinViewport(page, menu.getByRole('link', { name: 'Đơn hàng', exact: true }))

  // The storefront's header (its search box, its main menu) is not there; the console's slim bar is, with the way back to the shop.
  await expect(page.getByTestId('search-submit')).toHaveCount(0)
  await expect(page.getByTestId('logo-link')).toHaveCount(0)
  const banner = page.getByRole('banner')
  await expect(banner).toHaveCount(1)
  await expect(banner.getByRole('link', { name: /Trang chủ/ })).toBeVisible()
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64)
  expect((await page.getByTestId('admin-console').boundingBox())!.y).toBeLessThan(120)

  // The order's product table: a table to assistive technology (its column headers kept), a labelled card to the eye.
  const products = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Số lượng' }) })
  await expect(products.getByRole('columnheader', { name: 'Đơn giá (gồm thuế)' })).toHaveCount(1)
  const quantity = products.getByRole('cell', { name: /^Số lượng\s*1$/ })
  await expect(quantity).toBeVisible()
  await quantity.scrollIntoViewIfNeeded()
  await expectWithinViewport(page, quantity)
  await expect(products.getByRole('cell', { name: /^Đơn giá \(gồm thuế\)\s*\S/ })).toBeVisible()
  const shownLabel = await quantity.evaluate((cell) => {
    const before = getComputedStyle(cell, '::before')
    return { content: before.content, display: before.display, visibility: before.visibility }
  })
  expect(shownLabel).toEqual({ content: '"Số lượng"', display: 'block', visibility: 'visible' })

  // At a desktop width it is an ordinary table again: the header row shows, the cells carry no label of their own.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(products.getByRole('columnheader', { name: 'Số lượng' })).toBeVisible()
  await expect(quantity).toHaveCount(0)
  const plainQuantity = products.getByRole('cell', { name: '1', exact: true })
  expect(await plainQuantity.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none')
})
