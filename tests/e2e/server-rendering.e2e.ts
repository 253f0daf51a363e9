import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test as plainTest, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test'
import type { ProductCard } from '@shared/contracts/catalog'
import type { Locale } from '@shared/i18n/locales'
import { IKOM_ID } from '@shared/shops/registry'
import { expect, test } from './support/fixtures'

/** The home page's shop blocks: regions named by their shop, each with its "see all" link. */
const shopBlocks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: 'Xem tất cả', exact: true }) })
const productCards = (page: Page) => page.getByRole('list', { name: 'Danh sách sản phẩm' }).getByRole('article')
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Phân trang' })

/**
 * Home, product lists and products come rendered by the server (src/server/http/ssr.ts): content
 * before any JavaScript, then the app hydrates that markup with the data the server used. (Repeat
 * visits are answered by the service worker's app shell and the persisted cache instead.)
 */
async function firstIkomProduct(request: APIRequestContext): Promise<ProductCard> {
  const response = await request.get(`/api/products?filter[suppliers.id]=${IKOM_ID}`)
  return ((await response.json()) as { data: ProductCard[] }).data[0]
}

/** The server-rendering bundle `npm run build` made (src/client/entry-server.tsx), as the server loads it. */
type Renderer = typeof import('@client/entry-server')
const RENDERER = pathToFileURL(resolve(import.meta.dirname, '../../dist/server/entry-server.js')).href

plainTest.describe('the renderer', () => {
  let renderer: Renderer
  plainTest.beforeAll(async ({ baseURL }) => {
    renderer = (await import(RENDERER)) as Renderer
    await renderer.prepareRenderer((url, init) => fetch(new URL(url, baseURL), init))
  })

  const render = async (url: string, locale: Locale = 'vi') => {
    const page = await renderer.renderPage(url, locale)
    if ('redirect' in page) throw new Error(`${url} redirects to ${page.redirect}`)
    return page
  }
  const queryKeys = (page: Awaited<ReturnType<typeof render>>) => page.state.queries.queries.map((query) => query.queryKey)

  plainTest('renders each first screen once: its route loaders loaded every query it reads', async ({ request }) => {
    const product = await firstIkomProduct(request)
    const screens: [string, string][] = [
      ['/', 'data-testid="home-shop-block"'],
      ['/products', 'data-testid="product-list"'],
      ['/products/ikom?page=2&sort=-price', 'data-testid="product-list"'],
      ['/products/awond?search=zzqx', 'data-testid="product-list-empty"'],
      ['/products/nope', 'data-testid="shop-not-found"'],
      [`/products/ikom/${product.id}`, 'data-testid="product-detail"'],
      ['/products/ikom/abc', 'data-testid="product-not-found"'],
    ]
    for (const [url, content] of screens) {
      const page = await render(url)
      // One render, no second pass: what the screen read and no loader had loaded would show its skeleton.
      expect(page.unloaded, url).toEqual([])
      expect(page.html, url).toContain(content)
      expect(page.html, url).not.toContain('aria-busy="true"')
    }
    // The header's rate and markets, and what the product page reads below the product.
    const detail = await render(`/products/ikom/${product.id}`)
    expect(detail.html).toContain(`data-product-id="${product.id}"`)
    expect(queryKeys(detail)).toEqual(
      expect.arrayContaining([
        ['rates', 'exchange', 'JPY', 'VND'],
        ['shops', 'list'],
        ['product-reviews', product.id, 'latest'],
      ]),
    )
  })

  plainTest('pages rendered at the same time keep their own language', async () => {
    const pages = await Promise.all((['vi', 'en', 'ja'] as const).map((locale) => render('/products/ikom', locale)))
    for (const [index, locale] of (['vi', 'en', 'ja'] as const).entries()) {
      expect(pages[index].unloaded, locale).toEqual([])
      const catalogKeys = queryKeys(pages[index]).filter((key) => key[0] === 'catalog-list')
      expect(catalogKeys.length, locale).toBe(3)
      expect(
        catalogKeys.map((key) => key[1]),
        locale,
      ).toEqual([locale, locale, locale])
    }
    expect(pages[1].html).toContain('ikom products')
  })
})

// The plain Playwright test: the project's fixture waits for the app, which never runs here.
plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false })

  plainTest('home, a product list and a product show their content', async ({ page }) => {
    await page.goto('/')
    await expect(shopBlocks(page).first()).toBeVisible()
    await page.goto('/products/ikom')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sản phẩm ikom')
    await expect(productCards(page)).toHaveCount(12)
    const product = await firstIkomProduct(page.request)
    await page.goto(`/products/ikom/${product.id}`)
    await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: product.name }) })).toBeVisible()
    // Plain links and the search form work before the app runs.
    await page.getByRole('link', { name: 'Nhật Việt Shop - Trang chủ' }).click()
    await expect(page).toHaveURL(/\/$/)
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Tìm kiếm sản phẩm hoặc dán đường dẫn sản phẩm' })
    await search.fill('nuoc than sk-ii')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/products\?search=nuoc\+than\+sk-ii$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả tìm kiếm: nuoc than sk-ii')
    await expect(productCards(page).filter({ hasText: 'Nước thần SK-II Facial Treatment Essence 160ml' })).toHaveCount(1)
  })

  plainTest('a list follows its address (filters and page) and the chosen language', async ({ page, context, baseURL }) => {
    await page.goto('/products/ikom?page=2')
    await expect(pagination(page).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page')
    // Malformed values are dropped by a redirect to the list's canonical address.
    await page.goto('/products/ikom?page=abc&price=xx&sort=bad')
    await expect(page).toHaveURL(/\/products\/ikom$/)
    await expect(productCards(page)).toHaveCount(12)
    await page.goto('/products/awond?search=zzqx%20khong%20co')
    await expect(page.getByRole('main').getByText('Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn')).toBeVisible()
    await expect(productCards(page)).toHaveCount(0)
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
    await page.goto('/products/ikom')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ikom products')
  })

  plainTest(
    'the language selector works before the app runs: the same page comes back in the chosen language',
    async ({ page, context, baseURL }) => {
      await page.goto('/products/ikom?page=2')
      // The header's language menu (a disclosure: a group, its links shown once opened).
      const selector = page.getByRole('banner').getByRole('group')
      await selector.locator('summary').click()
      await selector.getByRole('link', { name: 'English', exact: true }).click()
      await expect(page).toHaveURL(/\/products\/ikom\?page=2$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ikom products')
      expect((await context.cookies(baseURL)).find((cookie) => cookie.name === 'locale')?.value).toBe('en')
      await selector.locator('summary').click()
      await selector.getByRole('link', { name: 'Tiếng Việt', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sản phẩm ikom')
    },
  )
})

/** What the server-rendered screens read (header included): the browser takes it from the page. */
const SERVER_LOADED = [
  '/api/products',
  '/api/product-reviews',
  '/api/origins',
  '/api/shops',
  '/api/amount-with-conditions',
  '/api/posts',
  '/catalog/static/',
]

test.describe('with JavaScript', () => {
  // Without a service worker every visit is a first visit, served by the server.
  test.use({ serviceWorkers: 'block' })

  test('the app takes over the rendered screens without errors and without asking for their data again', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const product = await firstIkomProduct(page.request)
    for (const path of ['/', `/products/ikom/${product.id}`, '/products/ikom?page=abc', '/products/ikom']) {
      const dataRequests: string[] = []
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url())
        if (SERVER_LOADED.some((path) => url.pathname.startsWith(path))) dataRequests.push(url.pathname)
      }
      page.on('request', onRequest)
      await page.goto(path)
      await expect(page.locator('#ssr-state')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      page.off('request', onRequest)
      expect(dataRequests, path).toEqual([])
    }
    expect(problems).toEqual([])
    // And it is the app now: a client-side navigation with the data loaded in the browser.
    await pagination(page).getByRole('link', { name: 'Trang 2' }).click()
    await expect(page).toHaveURL(/page=2/)
  })

  test('a language chosen before the app started is the one the app starts in', async ({ page }) => {
    // A returning customer whose app last ran in Vietnamese chooses English on the rendered page.
    await page.addInitScript(() => localStorage.setItem('locale', 'vi'))
    await page.goto(`/api/locale?locale=en&to=${encodeURIComponent('/products/ikom')}`)
    await expect(page).toHaveURL(/\/products\/ikom$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ikom products')
    await expect(page.getByRole('group').filter({ hasText: 'Language: English' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ikom products')
  })
})
