import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * Own-shop product list and header search against the seeded catalogue (src/server/seed/catalog):
 * ikom (390) has 157 products, 73 of them priced ¥500–¥2,500; category 1 "Mỹ phẩm" holds 101 "Chăm sóc da mặt".
 */
const EMPTY_MESSAGE = 'Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn'
const COSMETICS = { id: 1, name: 'Mỹ phẩm' }
const FACE_CARE = { id: 101, name: 'Chăm sóc da mặt' }
const BAND = '500,2500'

const productList = (page: Page) => page.getByRole('list', { name: 'Danh sách sản phẩm' })
const cards = (page: Page) => productList(page).getByRole('article')
/** The result count above the list ("157 sản phẩm"), announced as a status. */
const count = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: 'sản phẩm' })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Phân trang' })
/** An active filter's removable tag (its name is "Bỏ lọc <label>"). */
const filterTag = (page: Page, label: string | RegExp) =>
  page.getByRole('list', { name: 'Bộ lọc đang dùng' }).getByRole('button', { name: typeof label === 'string' ? `Bỏ lọc ${label}` : label })
const searchBox = (page: Page) => page.getByRole('search').getByRole('searchbox', { name: 'Tìm kiếm sản phẩm hoặc dán đường dẫn sản phẩm' })

async function cardIds(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible()
  return cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-product-id') ?? ''))
}

async function cardPrices(page: Page): Promise<number[]> {
  await expect(cards(page).first()).toBeVisible()
  // Each card's price carries its amount in yen (data-yen): the text shows dong, rounded by the rate.
  return cards(page)
    .locator('[data-yen]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-yen'))))
}

async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Bộ lọc( \(\d+\))?$/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

async function apiTotal(page: Page, query: string): Promise<number> {
  const answer = await page.request.get(`/api/products?${query}`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()).total
}

test('filters from the sidebar live in the URL; tags remove them; pages and history restore the list', async ({ page }) => {
  await page.goto('/products/ikom')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sản phẩm ikom')
  await expect(cards(page)).toHaveCount(12)
  await expect(count(page)).toHaveText(`${await apiTotal(page, 'filter[suppliers.id]=390')} sản phẩm`)
  const unfiltered = await cardIds(page)

  // Category from the tree (ikom only), in the phone's filter dialog.
  let dialog = await openFilters(page)
  await expect(dialog.getByRole('link', { name: FACE_CARE.name, exact: true })).toHaveCount(0) // branches start closed
  await dialog.getByRole('link', { name: COSMETICS.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/products/ikom\\?category=${COSMETICS.id}$`))
  await expect(count(page)).toHaveText(`${await apiTotal(page, `filter[suppliers.id]=390&filter[categories]=${COSMETICS.id}`)} sản phẩm`)
  dialog = await openFilters(page)
  await dialog.getByRole('link', { name: FACE_CARE.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/products/ikom\\?category=${FACE_CARE.id}$`))
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(filterTag(page, FACE_CARE.name)).toHaveText(new RegExp(FACE_CARE.name))

  // Then a price band: both filters in the URL, every card in the band, the count the API's.
  dialog = await openFilters(page)
  await expect(dialog.getByRole('link', { name: FACE_CARE.name, exact: true })).toHaveAttribute('aria-current', 'true')
  await dialog.getByRole('link', { name: /^[¥￥]500 – [¥￥]2,500$/ }).click()
  await expect(page).toHaveURL(new RegExp(`category=${FACE_CARE.id}&price=${BAND}$`))
  const bothTotal = await apiTotal(page, `filter[suppliers.id]=390&filter[categories]=${FACE_CARE.id}&filter_between[price]=${BAND}`)
  expect(bothTotal).toBeGreaterThan(0)
  await expect(count(page)).toHaveText(`${bothTotal} sản phẩm`)
  for (const yen of await cardPrices(page)) expect(yen >= 500 && yen <= 2500, `¥${yen} in the band`).toBe(true)
  await expect(filterTag(page, /^Bỏ lọc [¥￥]500 – [¥￥]2,500$/)).toHaveText(/[¥￥]500 – [¥￥]2,500/)

  // Removing the category tag keeps the price band.
  await filterTag(page, FACE_CARE.name).click()
  await expect(page).toHaveURL(new RegExp(`/products/ikom\\?price=${BAND}$`))
  await expect(filterTag(page, FACE_CARE.name)).toHaveCount(0)
  const bandTotal = await apiTotal(page, `filter[suppliers.id]=390&filter_between[price]=${BAND}`)
  expect(bandTotal).toBeGreaterThan(12)
  await expect(count(page)).toHaveText(`${bandTotal} sản phẩm`)
  const bandPage1 = await cardIds(page)

  // Page 2 of the band.
  await pagination(page).getByRole('link', { name: 'Trang 2' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?page=2&price=${BAND}$`))
  await expect(pagination(page).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => cardIds(page)).not.toEqual(bandPage1)
  const bandPage2 = await cardIds(page)
  for (const yen of await cardPrices(page)) expect(yen >= 500 && yen <= 2500).toBe(true)

  // A filter change starts again at page 1.
  dialog = await openFilters(page)
  await dialog.getByRole('link', { name: 'Nhật Bản', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?price=${BAND}&origin=1$|\\?origin=1&price=${BAND}$`))

  // Back and forward restore each state of the list.
  await page.goBack()
  await expect(page).toHaveURL(/page=2/)
  await expect.poll(() => cardIds(page)).toEqual(bandPage2)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/products/ikom\\?price=${BAND}$`))
  await expect.poll(() => cardIds(page)).toEqual(bandPage1)
  await page.goBack()
  await expect(filterTag(page, FACE_CARE.name)).toHaveText(new RegExp(FACE_CARE.name))
  await expect(count(page)).toHaveText(`${bothTotal} sản phẩm`)
  await page.goForward()
  await expect(filterTag(page, FACE_CARE.name)).toHaveCount(0)
  await expect.poll(() => cardIds(page)).toEqual(bandPage1)

  // A shared link opens the same list.
  await page.goto(`/products/ikom?page=2&price=${BAND}`)
  await expect.poll(() => cardIds(page)).toEqual(bandPage2)
  expect(unfiltered).not.toEqual(bandPage1)
})

test('the sort menu orders by price and a card opens its product page', async ({ page }) => {
  await page.goto('/products/awond')
  // The category tree is ikom's only (hidden ones counted too: the sidebar is folded away on a phone).
  await expect(page.getByRole('heading', { name: 'Danh mục', exact: true, includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Tất cả danh mục', includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Khoảng giá', exact: true, includeHidden: true }).first()).toBeAttached()
  await page.getByRole('combobox', { name: 'Sắp xếp' }).selectOption('price')
  await expect(page).toHaveURL(/\/products\/awond\?sort=price$/)
  await expect
    .poll(async () => {
      const prices = await cardPrices(page)
      return prices.every((yen, position) => position === 0 || prices[position - 1] <= yen)
    })
    .toBe(true)
  const first = cards(page).first()
  const id = await first.getAttribute('data-product-id')
  await first.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/products/awond/${id}$`))
})

test('12 skeleton cards show while the list loads', async ({ page }) => {
  // The first screen comes rendered by the server with its cards; the next page loads in the browser.
  await page.goto('/products/ikom')
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/api/products',
    async (route) => {
      await held
      await route.continue()
    },
  )
  await pagination(page).getByRole('link', { name: 'Trang 2' }).click()
  await expect(page.getByTestId('skeleton-card')).toHaveCount(12)
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Đang tải…' })).toBeAttached()
  release()
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0)
})

test('header search finds a product by its name without diacritics, with live suggestions', async ({ page }) => {
  await page.goto('/')
  const input = searchBox(page)
  await input.fill('nuoc than sk-ii')
  const suggestions = page.getByRole('list', { name: 'Gợi ý tìm kiếm' })
  await expect(suggestions.getByRole('link', { name: /Nước thần SK-II Facial Treatment Essence 160ml/ })).toBeVisible()
  await input.press('Enter')
  await expect(page).toHaveURL(/\/products\?search=nuoc(%20|\+)than(%20|\+)sk-ii$/)
  await expect(filterTag(page, 'Từ khoá: nuoc than sk-ii')).toHaveText(/nuoc than sk-ii/)
  await expect(cards(page).filter({ hasText: 'Nước thần SK-II Facial Treatment Essence 160ml' })).toHaveCount(1)
  await expect(cards(page).filter({ hasText: 'Nước thần SK-II Facial Treatment Essence 230ml' })).toHaveCount(1)

  // Scoped to awond (which does not sell it): the list of that shop, empty, with the spec's message.
  await page.getByRole('search').getByRole('combobox', { name: 'Tìm trong' }).selectOption('awond')
  await input.fill('nuoc than sk-ii')
  await expect(page.getByRole('search').getByRole('status')).toHaveText('Không tìm thấy sản phẩm nào cho “nuoc than sk-ii”')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/products\/awond\?search=/)
  await expect(page.getByRole('main').getByText(EMPTY_MESSAGE, { exact: true })).toBeVisible()
  await expect(productList(page)).toHaveCount(0)
})

test('a search that matches nothing shows the empty message', async ({ page }) => {
  await page.goto('/')
  await searchBox(page).fill('zzqx khong co')
  await page.getByRole('search').getByRole('button', { name: 'Tìm kiếm', exact: true }).click()
  await expect(page).toHaveURL(/\/products\?search=zzqx/)
  await expect(page.getByRole('main').getByText(EMPTY_MESSAGE, { exact: true })).toBeVisible()
  await expect(productList(page)).toHaveCount(0)
  await expect(count(page)).toHaveText('0 sản phẩm')
  // Clearing the filters brings the whole list back.
  await page.getByRole('button', { name: 'Xoá bộ lọc' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(cards(page)).toHaveCount(12)
})

test('a pasted product address opens that product page', async ({ page, baseURL }) => {
  await page.goto('/')
  const input = searchBox(page)

  await input.fill('https://www.amazon.co.jp/dp/B0CHX3QBCH?th=1')
  await expect(page).toHaveURL(/\/other-market\/3\/B0CHX3QBCH$/)
  await expect(input).toHaveValue('')

  await input.fill(`${baseURL}/products/ikom/101006?utm_source=zalo`)
  await expect(page).toHaveURL(/\/products\/ikom\/101006$/)

  await input.fill('https://example.com/some/page')
  await expect(page.getByRole('search').getByRole('alert')).toHaveText('Không tìm thấy sản phẩm từ đường dẫn này')
  await expect(page).toHaveURL(/\/products\/ikom\/101006$/)
})

async function productName(page: Page, id: number): Promise<string> {
  const answer = await page.request.get(`/api/products/${id}`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()).data.name
}

/** The page's address once the browser has handled what the last key press started (a navigation is pushed at once). */
async function urlAfterPress(page: Page): Promise<string> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return new URL(page.url()).pathname + new URL(page.url()).search
}

test('a pasted product link ends on that product however soon Enter follows; an empty search is never sent', async ({ page, baseURL }) => {
  const name = await productName(page, 101006)
  const link = `${baseURL}/products/ikom/101006?utm_source=zalo`
  await page.goto('/')
  const search = page.getByRole('search').getByRole('searchbox')

  // Slow: the link resolves on its own while the customer waits, then Enter.
  await search.fill(link)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await search.press('Enter')
  expect(await urlAfterPress(page)).toBe('/products/ikom/101006')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // Fast: Enter at once, and again while the address is still being looked up.
  await page.goto('/')
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/catalog/common/get-product-info-by-url', async (route) => {
    await held
    await route.continue()
  })
  await search.fill('https://www.amazon.co.jp/dp/B0CHX3QBCH')
  await search.press('Enter')
  await search.press('Enter')
  expect(await urlAfterPress(page)).toBe('/')
  release()
  await expect(page).toHaveURL(/\/other-market\/3\/B0CHX3QBCH$/)
  await search.press('Enter')
  expect(await urlAfterPress(page)).toBe('/other-market/3/B0CHX3QBCH')
  await page.unroute('**/catalog/common/get-product-info-by-url')

  // Before the app runs the form is sent by the browser (/products?search=<link>): it still ends on the product.
  const market = await page.request.get(`/products?search=${encodeURIComponent('https://www.amazon.co.jp/dp/B0CHX3QBCH?th=1')}`, {
    maxRedirects: 0,
  })
  expect(market.status()).toBe(302)
  expect(market.headers().location).toBe('/other-market/3/B0CHX3QBCH')
  await page.goto(`/products?search=${encodeURIComponent(link)}`)
  await expect(page).toHaveURL(/\/products\/ikom\/101006$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test('an address that is not one of our shops shows the supplier message', async ({ page }) => {
  await page.goto('/products/amazon')
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy cửa hàng' })).toBeVisible()
  await expect(page.getByRole('main').getByText('Xin lỗi, hiện không tìm thấy nhà cung cấp này')).toBeVisible()
})

for (const path of ['/products/ikom', `/products/ikom?category=${FACE_CARE.id}&price=${BAND}`]) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(cards(page).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const check = async () => {
      const results = await new AxeBuilder({ page }).analyze()
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    }
    expect(await check()).toEqual([])
    await openFilters(page)
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Nhật Bản', exact: true })).toBeVisible()
    expect(await check()).toEqual([])
  })
}

test('home shows the best sellers of the generated catalogue JSON', async ({ page }) => {
  const top = (await (await page.request.get('/catalog/static/top-products.json')).json()).data as { id: number }[]
  expect(top.length).toBeGreaterThan(0)
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Sản phẩm bán chạy' })
  await expect(section.getByRole('article')).toHaveCount(Math.min(10, top.length))
  await expect(section.getByRole('article').first()).toHaveAttribute('data-product-id', String(top[0].id))
})
