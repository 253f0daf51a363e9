import { randomUUID } from 'node:crypto'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import type { ProductCard } from '@shared/contracts/catalog'
import { findShop, IKOM_ID } from '@shared/shops/registry'
import { expect, test, waitForServiceWorkerControl } from './support/fixtures'

/**
 * The main flows under the server's Content-Security-Policy (src/server/http/security-headers.ts):
 * server-rendered pages (a nonce), the app shell (a hash of Vite's start-up script), the service
 * worker and Firebase sign-in on the Auth emulator. Any violation fails the test.
 */

const PASSWORD = 'e2e-secret-123'

/**
 * Every violation the pages report (their securitypolicyviolation events, and the browser's console
 * errors, which also cover what happens before a page's scripts run), and the service worker's console errors.
 */
async function watchViolations(page: Page, context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`)
    })
  })
  const isViolation = (text: string) => /Content Security Policy/i.test(text)
  page.on('console', (message) => {
    if (isViolation(message.text())) violations.push(message.text())
  })
  context.on('serviceworker', (worker) => {
    worker.on('console', (message) => {
      if (isViolation(message.text())) violations.push(`service worker: ${message.text()}`)
    })
  })
  return violations
}

async function onSaleIkomProduct(request: APIRequestContext): Promise<ProductCard> {
  const response = await request.get(`/api/products?filter[suppliers.id]=${IKOM_ID}&per_page=48`)
  const products = ((await response.json()) as { data: ProductCard[] }).data
  const product = products.find((entry) => entry.sale_status === 'on_sale' && entry.price > 0)
  if (!product) throw new Error('the seed has no on-sale ikom product')
  return product
}

const productPath = (product: ProductCard) => `/products/${findShop(product.shop_id)?.path}/${product.id}`

test('every response carries the policy, and it blocks a script injected into the page', async ({ page, context }) => {
  const violations = await watchViolations(page, context)
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'")
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'nonce-[^']+'/)

  // The server-rendered page's own start-up script ran (the app is running, see waitForApp) …
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true')
  // … an injected one does not, and the watcher reports it.
  // An inline script runs as it is inserted, if it runs at all; the browser reports the block.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScriptRan = true'
    document.head.append(script)
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true
  })
  await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline on /')
  expect(ran).toBe(false)
  expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true)).toBe(false)
})

test('home, a product list, a product, sign-in on the emulator, the cart and checkout, the account and offline: no violation', async ({
  page,
  context,
  request,
}) => {
  const violations = await watchViolations(page, context)
  const product = await onSaleIkomProduct(request)

  // Server-rendered first screens, then the app hydrating them.
  await page.goto('/')
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await page.goto('/products/ikom')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()

  // Register, sign out and sign in again: Firebase talks to the Auth emulator.
  const email = `e2e-csp-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/register')
  const register = page.getByTestId('register-form')
  await register.locator('input[name="email"]').fill(email)
  await register.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: 'Tạo tài khoản', exact: true }).click()
  await expect(page).not.toHaveURL(/\/register/)
  await page.goto('/customer/orders')
  await expect(page.getByTestId('customer-identity')).toContainText(email)
  await page.getByTestId('customer-sign-out').click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible()
  await page.goto('/login')
  const login = page.getByTestId('login-form')
  await login.getByLabel(/e-mail/i).fill(email)
  await login.getByLabel(/mật khẩu/i).fill(PASSWORD)
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)

  // Add to cart, then the cart with its checkout.
  await page.goto(productPath(product))
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('toast').last()).toBeVisible()
  await page.goto('/cart')
  await expect(page.locator(`[data-testid="cart-item"][data-product-id="${product.id}"]`)).toBeVisible()
  await expect(page.getByTestId('create-order')).toBeVisible()
  await expect(page.getByTestId('pricing-total')).toBeVisible()
  // A dialog (Radix: focus trap, scroll lock): the new-address form of the checkout.
  await page.getByTestId('checkout-change-address').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByTestId('address-form-new').getByTestId('province-select')).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  // The account.
  await page.goto('/customer/user-info')
  await expect(page.getByTestId('customer-identity')).toContainText(email)

  // The service worker took over, and answers a reload offline.
  await waitForServiceWorkerControl(page)
  await page.goto('/')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await context.setOffline(false)

  expect(violations).toEqual([])
})
