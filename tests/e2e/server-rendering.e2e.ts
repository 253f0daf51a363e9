import { test as plainTest, type ConsoleMessage, type Page } from '@playwright/test'
import type { ProductCard } from '@shared/contracts/catalog'
import { IKOM_ID } from '@shared/shops/registry'
import { expect, test } from './support/fixtures'

/**
 * Home, product lists and products come rendered by the server (src/server/http/ssr.ts): content
 * before any JavaScript, then the app hydrates that markup with the data the server used. (Repeat
 * visits are answered by the service worker's app shell and the persisted cache instead.)
 */
async function firstIkomProduct(page: Page): Promise<ProductCard> {
  const response = await page.request.get(`/api/products?filter[suppliers.id]=${IKOM_ID}`)
  return ((await response.json()) as { data: ProductCard[] }).data[0]
}

// The plain Playwright test: the project's fixture waits for the app, which never runs here.
plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false })

  plainTest('home, a product list and a product show their content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
    await page.goto('/products/ikom')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sản phẩm ikom')
    await expect(page.getByTestId('product-card')).toHaveCount(12)
    const product = await firstIkomProduct(page)
    await page.goto(`/products/ikom/${product.id}`)
    await expect(page.getByTestId('product-detail')).toContainText(product.name)
    // Plain links and the search form work before the app runs.
    await page.getByTestId('logo-link').click()
    await expect(page).toHaveURL(/\/$/)
    await page.getByTestId('search-input').fill('nuoc than sk-ii')
    await page.getByTestId('search-input').press('Enter')
    await expect(page).toHaveURL(/\/products\?search=nuoc\+than\+sk-ii$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả tìm kiếm: nuoc than sk-ii')
    await expect(page.getByTestId('product-card').filter({ hasText: 'Nước thần SK-II Facial Treatment Essence 160ml' })).toHaveCount(1)
  })

  plainTest('a list follows its address (filters and page) and the chosen language', async ({ page, context, baseURL }) => {
    await page.goto('/products/ikom?page=2')
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page')
    // Malformed values are dropped by a redirect to the list's canonical address.
    await page.goto('/products/ikom?page=abc&price=xx&sort=bad')
    await expect(page).toHaveURL(/\/products\/ikom$/)
    await expect(page.getByTestId('product-card')).toHaveCount(12)
    await page.goto('/products/awond?search=zzqx%20khong%20co')
    await expect(page.getByTestId('product-list-empty')).toBeVisible()
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
    await page.goto('/products/ikom')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ikom products')
  })
})

test.describe('with JavaScript', () => {
  // Without a service worker every visit is a first visit, served by the server.
  test.use({ serviceWorkers: 'block' })

  test('the app takes over the rendered screens without errors and without asking for their data again', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const product = await firstIkomProduct(page)
    for (const path of ['/', `/products/ikom/${product.id}`, '/products/ikom?page=abc', '/products/ikom']) {
      const dataRequests: string[] = []
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/products') || url.pathname.startsWith('/catalog/static/home-config'))
          dataRequests.push(url.pathname)
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
    await page.getByTestId('pagination').getByRole('link', { name: 'Trang 2' }).click()
    await expect(page).toHaveURL(/page=2/)
  })
})
