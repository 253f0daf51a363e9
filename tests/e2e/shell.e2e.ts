import { formatYenAsDong } from '@shared/money/money'
import { formatRate } from '@shared/money/numbers'
import type { Page } from '@playwright/test'
import { chooseLanguage, expect, test } from './support/fixtures'
import { letTimePass } from './support/clock'

/** The home page's shop blocks: regions named by their shop, each with its "see all" link. */
const shopBlocks = (page: Page, seeAll: string) =>
  page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: seeAll, exact: true }) })

const OPENING_HOURS = {
  vi: 'Thứ Hai - Thứ Sáu 8:00 - 17:30, Thứ Bảy 8:00 - 12:00',
  ja: '月曜〜金曜 8:00〜17:30、土曜 8:00〜12:00',
  en: 'Monday-Friday 8.00 am - 5.30 pm, Saturday 8.00 am - 12 am',
}

test('home renders in Vietnamese by default and switches to Japanese and English', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await expect(shopBlocks(page, 'Xem tất cả').first()).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(OPENING_HOURS.vi, { exact: true })).toBeVisible()
  const viTitle = await page.title()

  await chooseLanguage(page, 'ja')
  await expect(shopBlocks(page, 'すべて見る').first()).toBeVisible()
  await expect(footer.getByText(OPENING_HOURS.ja, { exact: true })).toBeVisible()
  await expect(footer.getByText(OPENING_HOURS.vi, { exact: true })).toHaveCount(0)
  const search = page.getByRole('searchbox', { name: '商品を検索、または商品リンクを貼り付け' })
  expect(await search.getAttribute('placeholder')).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/)

  await chooseLanguage(page, 'en')
  await expect(footer.getByText(OPENING_HOURS.en, { exact: true })).toBeVisible()
  await expect(footer.getByText(OPENING_HOURS.ja, { exact: true })).toHaveCount(0)
  expect(await page.title()).not.toBe(viTitle)
  // What we write is English too: the shop blocks' blurbs and links, the banners' words, category and origin names.
  const block = shopBlocks(page, 'See all').first()
  await expect(block.getByRole('link', { name: 'See all' })).toBeVisible()
  await expect(block).toContainText('genuine Japanese goods')
  const banners = await page
    .locator('img[src*="/media/banners/"]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
  expect(banners.length).toBeGreaterThan(0)
  for (const src of banners) expect(src).toMatch(/\/media\/banners\/en\//)
  await page.getByRole('navigation', { name: 'Shops' }).getByRole('link', { name: 'ikom', exact: true }).click()
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  const filters = page.getByRole('dialog')
  await expect(filters.getByText('Cosmetics', { exact: true })).toBeVisible()
  await expect(filters.getByText('Japan', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an unknown route shows the 404 page and answers HTTP 404, server-rendered paths included', async ({ page }) => {
  for (const path of ['/no/such/page', '/products/ikom/1/extra', '/products/nope', '/products/ikom/999999999', '/products/ikom/abc']) {
    const answer = await page.request.get(path)
    expect(answer.status(), path).toBe(404)
    expect(await answer.text(), path).toContain('<div id="root">')
  }
  for (const path of ['/', '/products/ikom', '/customer/orders', '/blogs/1', '/other-market/3/B0CHX3QBCH']) {
    expect((await page.request.get(path)).status(), path).toBe(200)
  }
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await page.goto('/no/such/page')
  await expect(page.getByText('Oops! Page Not Found!')).toBeVisible()
  await expect(page.getByText('The page you are looking for does not exist. It might have been moved or deleted.')).toBeVisible()
})

test('/home redirects to / and a protected route sends a visitor to /login', async ({ page }) => {
  await page.goto('/home')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/customer/orders')
  await expect(page).toHaveURL(/\/login/)
  await page.goto('/cart')
  await expect(page).toHaveURL(/\/login/)
})

test('the header shows the stored exchange rate and prices in dong are rate × yen', async ({ page, request }) => {
  const stored = (
    await (await request.get('/api/amount-with-conditions?conditions[type]=exchange_rate&conditions[from]=JPY&conditions[to]=VND')).json()
  ).data.rate
  await page.goto('/')
  // The header's rate: "Today's rate: 1 ¥ = … đ" (the first words for screen readers).
  const rate = page.getByRole('banner').getByText(/^Tỉ giá hôm nay: 1 ¥ = /)
  await expect(rate).toHaveAttribute('data-rate', String(stored))
  // Written as every number is: a decimal point, never a decimal comma.
  await expect(rate).toContainText(`1 ¥ = ${formatRate(stored)} đ`)
  const price = page.locator('[data-testid="price"][data-yen]').first()
  await expect(price).toBeVisible()
  const yen = Number(await price.getAttribute('data-yen'))
  // The price in dong leads, the yen beside it.
  const dong = price.getByText(formatYenAsDong(yen, stored), { exact: true })
  await expect(dong).toBeVisible()
  await expect(dong).toHaveText(/đ$/)
  await expect(price).toContainText(new RegExp(`^${formatYenAsDong(yen, stored)}`))
})

test.describe('app-download modal', () => {
  test.use({ appDownloadModal: true })

  test('on a phone it opens once per start with the Android store link', async ({ page }) => {
    await page.goto('/')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Tải trên Google Play' })).toHaveAttribute('href', /play\.google\.com/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.goto('/about-us')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('it never opens on the sign-in page or over a form in use, and comes once the customer is elsewhere and idle', async ({ page }) => {
    const dialog = page.getByRole('dialog')
    // The offer's code loads once the page has settled; from then on it decides, page by page.
    const offerLoaded = page.waitForResponse((answer) => /\/assets\/AppDownloadDialog-[^/]*\.js$/.test(answer.url()))
    await page.clock.install()
    await page.goto('/login')
    await page.getByLabel('E-mail').fill('someone@example.com')
    await letTimePass(page, 10_000)
    await expect(dialog).toBeHidden()
    await page.getByLabel('E-mail').blur()
    await letTimePass(page, 10_000)
    await offerLoaded
    await expect(dialog).toBeHidden()

    // Another page with a form: not while a field is in use.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Liên hệ', exact: true }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    await page.getByLabel('Họ và tên').fill('Nguyễn Văn An')
    await letTimePass(page, 10_000)
    await expect(dialog).toBeHidden()
    await page.getByLabel('Họ và tên').blur()
    await letTimePass(page, 3_000)
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await letTimePass(page, 10_000)
    await expect(dialog).toBeHidden()
  })
})

test('on a small phone the search field shows its whole placeholder, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  for (const locale of ['vi', 'en', 'ja'] as const) {
    if (locale !== 'vi') await chooseLanguage(page, locale)
    const search = page.getByRole('search').getByRole('searchbox')
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      }
    })
    expect(text, locale).toBeLessThanOrEqual(room)
  }
})

test('on a desktop the main menu shows every shop; on a phone its row shows that it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Danh mục cửa hàng' })
  await expect(menu.getByRole('link', { name: 'Yodobashi' })).toBeVisible()
  for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 })
  await page.setViewportSize({ width: 412, height: 839 })
  const row = menu.getByRole('list')
  await expect.poll(() => row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true)
  expect(await row.evaluate((list) => getComputedStyle(list).backgroundImage)).toMatch(/radial-gradient.*radial-gradient/)
})
