import { chooseLanguage, expect, test } from './support/fixtures'

/**
 * The cross-shop search finds what shoppers type (issue 27), on a phone in Vietnamese: the most
 * relevant first by default (a bag, not the tea bags or the cheapest "túi" of anything), a
 * query too long to search whole cut with a message, and the echoed words never wider than the screen.
 */
test.use({ viewport: { width: 390, height: 844 } })

const results = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article')

test('"tui xach" lists a bag first, most relevant by default, and by price on request', async ({ page }) => {
  await page.goto('/other-market/search?search=tui%20xach')
  await expect(page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm: tui xach' })).toBeVisible()
  const sort = page.getByRole('combobox', { name: 'Sắp xếp' })
  await expect(sort).toHaveValue('relevance')
  await expect(sort.getByRole('option', { name: 'Phù hợp nhất' })).toHaveCount(1)
  const first = results(page).first().getByRole('heading', { level: 3 })
  await expect(first).toHaveText(/^Túi (đeo|Louis|Longchamp|xách)/)

  await sort.selectOption('price_asc')
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(first).not.toHaveText(/^Túi (đeo|Louis|Longchamp|xách)/)
  await sort.selectOption('relevance')
  await expect(page).not.toHaveURL(/sort=/)
  await expect(first).toHaveText(/^Túi (đeo|Louis|Longchamp|xách)/)
})

test('a query too long to search whole is cut with a message, and its echo fits the phone', async ({ page }) => {
  const long = `${'tainghe'.repeat(30)} ${'chống ồn không dây '.repeat(12)}`.slice(0, 320)
  await page.goto(`/other-market/search?search=${encodeURIComponent(long)}`)
  await expect(page.getByText('Từ khoá quá dài: chỉ tìm theo 100 ký tự đầu.')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText('Kết quả tìm kiếm:')
  await expect(page.getByText('Xin lỗi, hiện không tìm thấy nhà cung cấp này')).toHaveCount(0)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const box = await heading.boundingBox()
  expect(box?.width ?? 0).toBeLessThanOrEqual(390)
})

test('emoji in front change nothing: "🎧 tai nghe" lists headphones', async ({ page }) => {
  await page.goto(`/other-market/search?search=${encodeURIComponent('🎧 tai nghe')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm: tai nghe' })).toBeVisible()
  await expect(results(page).first().getByRole('heading', { level: 3 })).toHaveText(/^Tai nghe/)
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the header search keeps the words in the Ecoring scope: the search narrowed to Ecoring', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('search').getByRole('combobox', { name: 'Tìm trong' }).selectOption('ecoring')
    const box = page.getByRole('search').getByRole('searchbox')
    await box.fill('túi xách')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/other-market\/search\?search=t%C3%BAi(%20|\+)x%C3%A1ch&shop=ecoring$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm: túi xách' })).toBeVisible()
    await expect(results(page).first()).toBeVisible()
    const markets = await page.getByTestId('market-card-market').allTextContents()
    expect(markets.length).toBeGreaterThan(0)
    expect(new Set(markets.map((text) => text.trim()))).toEqual(new Set(['Ecoring']))
    await expect(page.getByRole('link', { name: /^Ecoring \(\d+\)$/ })).toHaveAttribute('aria-current', 'true')
  })
  test('in Japanese: the order reads おすすめ順, and "バッグ" lists a shoulder bag first, not the tea bags', async ({ page }) => {
    await page.goto('/')
    await chooseLanguage(page, 'ja')
    await page.goto(`/other-market/search?search=${encodeURIComponent('バッグ')}`)
    const sort = page.getByRole('combobox', { name: '並び替え' })
    await expect(sort).toHaveValue('relevance')
    await expect(sort.getByRole('option', { name: 'おすすめ順' })).toHaveCount(1)
    await expect(results(page).first().getByRole('heading', { level: 3 })).toHaveText(/(ショルダー|トート|ハンド)バッグ/)
  })
})
