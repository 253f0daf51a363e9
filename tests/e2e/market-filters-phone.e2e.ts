import { expect, test } from './support/fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('a market list on a phone shows its active filters: a count on the button, removable tags, and a show-results button in the sheet', async ({
  page,
}) => {
  await page.goto('/other-market/products/4?category_id=1003')
  await expect(page.getByRole('heading', { level: 1, name: 'Mercari: Túi xách' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Bộ lọc đang dùng' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Bộ lọc', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Bộ lọc' })
  await sheet.getByRole('checkbox', { name: 'Người bán trả phí ship (miễn phí ship)' }).check()
  await expect(page).toHaveURL(/filters=shipping:seller/)
  await sheet.getByRole('button', { name: 'Xem kết quả' }).click()
  await expect(sheet).toBeHidden()

  // Closed, the page still says a filter is on, and which.
  await expect(page.getByRole('button', { name: 'Bộ lọc (1)' })).toBeVisible()
  const active = page.getByRole('list', { name: 'Bộ lọc đang dùng' })
  const tag = active.getByRole('button', { name: 'Bỏ lọc Người bán trả phí ship (miễn phí ship)' })
  await expect(tag).toBeVisible()

  await tag.click()
  await expect(page).not.toHaveURL(/filters=/)
  await expect(active).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Bộ lọc', exact: true })).toBeVisible()
})
