import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { chooseLanguage, expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedQueryKeys } from './support/saved-copies'

const PASSWORD = 'e2e-secret-123'

type ProductCard = { id: number; shop_id: number; sale_status: string; name: string }
type CreatedOrder = { id: number; code: string; total_payment: number; estimated_freight_charge: number }

/** Registers a customer through the register page, then signs the same account in over the emulator's REST API for an ID token. */
async function registerCustomer(page: Page): Promise<{ email: string; token: string }> {
  const email = `e2e-orders-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/register')
  const form = page.getByTestId('register-form')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: 'Tạo tài khoản', exact: true }).click()
  await expect(page).not.toHaveURL(/\/register/)
  const config = (await (await page.request.get('/api/client-config')).json()) as {
    authEmulatorUrl: string
    firebase: { apiKey: string }
  }
  const signIn = await page.request.post(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  )
  expect(signIn.ok()).toBe(true)
  return { email, token: ((await signIn.json()) as { idToken: string }).idToken }
}

/** Seeded products on sale, grouped by shop: two of one shop and one of another. */
async function pickProducts(request: APIRequestContext): Promise<{ pair: ProductCard[]; single: ProductCard }> {
  const response = await request.get('/api/products?page=1&per_page=48')
  expect(response.ok()).toBe(true)
  const products = ((await response.json()) as { data: ProductCard[] }).data.filter((product) => product.sale_status === 'on_sale')
  const byShop = Map.groupBy(products, (product) => product.shop_id)
  const [first, second] = [...byShop.values()].filter((group) => group.length >= 2)
  if (!first || !second) throw new Error('the seed needs two shops with two products on sale each')
  return { pair: first.slice(0, 2), single: second[0] }
}

async function createAddress(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/api/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { id: number } }).data.id
}

async function createOrder(
  request: APIRequestContext,
  token: string,
  addressId: number,
  products: ProductCard[],
  method: 'air' | 'sea',
  note: string,
): Promise<CreatedOrder> {
  const response = await request.post('/catalog/ikom-order/create-retail-order', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      order_info: {
        shipment_info: { address_id: addressId, note: '', sender_name: '', sender_tel: '' },
        shipment_method_id: method,
        note,
      },
      items: products.map((product) => ({
        quantity: 1,
        tax_percent: 10,
        product: {
          id: product.id,
          name: product.name,
          image_url: '',
          initial_price: 0,
          price: 0,
          height: 0,
          weight: 0,
          width: 0,
          length: 0,
        },
      })),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: CreatedOrder }).data
}

/** The demo simulator's jobs give each new order a box with three warehouse notifications, a moment after it is placed. */
async function waitForDemoTrails(request: APIRequestContext, token: string, notifications: number) {
  await expect
    .poll(
      async () => {
        const feed = await request.get('/api/order/notifications', { headers: { authorization: `Bearer ${token}` } })
        return ((await feed.json()) as { unread_count: number }).unread_count
      },
      { timeout: 20_000 },
    )
    .toBe(notifications)
}

/** Amounts of money ("1,926,148đ", "￥12,345") in `section` whose digits run over more than one line. */
async function brokenAmounts(section: Locator): Promise<string[]> {
  return section.evaluate((root) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[￥]?\d[\d,.]*\d?đ?/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)))
        if (lines.size > 1) broken.push(match[0])
      }
    }
    return broken
  })
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test('orders: list with filter, detail with box notifications, payment with VietQR, header notifications, offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { token } = await registerCustomer(page)
  const { pair, single } = await pickProducts(page.request)
  const addressId = await createAddress(page.request, token)
  const older = await createOrder(page.request, token, addressId, pair, 'air', 'Gói cẩn thận')
  const newer = await createOrder(page.request, token, addressId, [single], 'sea', '')
  await waitForDemoTrails(page.request, token, 6)

  // ── The list ──────────────────────────────────────────────────────────────────────────
  await page.goto('/customer/orders')
  await chooseLanguage(page, 'en')
  await expect(page.getByTestId('orders-showing')).toHaveText('Showing: 1 - 2 / 2 orders')
  const cards = page.getByTestId('order-card')
  await expect(cards).toHaveCount(2)
  // Newest first.
  await expect(cards.nth(0)).toHaveAttribute('data-order-id', String(newer.id))
  const olderCard = page.locator(`[data-testid="order-card"][data-order-id="${older.id}"]`)
  await expect(olderCard.getByTestId('order-link')).toHaveText(older.code)
  await expect(olderCard.getByTestId('order-more-items')).toHaveText('+1 item')
  await expect(olderCard.getByTestId('shipment-icon')).toHaveAttribute('aria-label', 'Air')
  await expect(olderCard.getByTestId('order-status')).toHaveText('New')
  await expect(olderCard.getByTestId('order-status')).toHaveAttribute('data-colour', 'secondary')
  await expect(olderCard.getByTestId('order-first-item')).toHaveText(pair[0].name)
  await expect(olderCard.getByTestId('order-note')).toHaveText('Note: Gói cẩn thận')
  await expect(olderCard.getByTestId('order-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)
  await expect(olderCard.getByTestId('order-purchase-cost')).toHaveText(/^￥[\d,]+$/)
  const newerCard = page.locator(`[data-testid="order-card"][data-order-id="${newer.id}"]`)
  await expect(newerCard.getByTestId('shipment-icon')).toHaveAttribute('aria-label', 'Sea')
  await expect(newerCard.getByTestId('order-more-items')).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)

  // The status filter lives in the URL.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Paid' })
  await expect(page).toHaveURL(/status=5/)
  await expect(page.getByTestId('empty-state')).toHaveText('No orders with this status.')
  await expect(cards).toHaveCount(0)
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'New' })
  await expect(page).toHaveURL(/status=1/)
  await expect(cards).toHaveCount(2)
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' })
  await expect(page).not.toHaveURL(/status=/)

  // ── Header notifications: 3 per order, unread until opened or all marked read ─────────
  await expect(page.getByTestId('notifications-unread')).toHaveText('6')
  await page.getByTestId('notifications-button').click()
  await expect(page.getByTestId('notification-item')).toHaveCount(6)
  // The panel fits the phone's screen, whatever the bell's place in the header.
  const panel = await page
    .getByRole('region')
    .filter({ has: page.getByTestId('notifications-list') })
    .boundingBox()
  const viewport = page.viewportSize()!
  expect(panel!.x).toBeGreaterThanOrEqual(0)
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewport.width)
  await expect(page.getByTestId('notification-item').first().getByTestId('notification-headline')).toContainText(
    /Distributed in warehouse: /,
  )
  // Opening the panel reads nothing; "Mark all as read" reads all.
  await expect(page.getByTestId('notifications-unread')).toHaveText('6')
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('order-card')).toHaveCount(2)
  await expect(page.getByTestId('notifications-button')).toBeVisible()
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0)

  // ── The detail ────────────────────────────────────────────────────────────────────────
  await page.locator(`[data-testid="order-card"][data-order-id="${older.id}"]`).getByTestId('order-link').click()
  await expect(page).toHaveURL(new RegExp(`/customer/orders/${older.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${older.code}`)
  await expect(page.getByTestId('order-item')).toHaveCount(2)
  await expect(page.getByTestId('order-items').getByTestId('pagination')).toHaveCount(0)
  await expect(page.getByTestId('order-info').getByTestId('order-status')).toHaveText('New')
  await expect(page.getByTestId('order-shipment')).toContainText('Nguyễn Văn An')
  // While the order is New the estimated shipping counts: total = total_payment + freight.
  const total = older.total_payment + older.estimated_freight_charge
  await expect(page.getByTestId('payment-estimated-freight')).toBeVisible()
  await expect(page.getByTestId('payment-total')).toHaveText(`${total.toLocaleString('ja-JP')}đ`)
  await expect(page.getByTestId('coupon-input')).toBeDisabled()
  await expect(page.getByTestId('coupon-note')).toHaveText('Coupons are not available for orders yet.')
  const box = page.getByTestId('owning-box')
  await expect(box).toHaveCount(1)
  await expect(box.getByRole('heading')).toHaveText(/^SKU: BX\d{6}-1$/)
  const headlines = box.getByTestId('notification-headline')
  await expect(headlines).toHaveCount(3)
  await expect(headlines.nth(0)).toHaveAttribute('data-key', 'distributed')
  // Reference data in the reader's language: the method and the warehouses are named in English too.
  await expect(page.getByRole('img', { name: 'Air', exact: true })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Air$/ })).toBeVisible()
  await expect(headlines.nth(0)).toHaveText(/^Distributed in warehouse: [A-Za-z ]+ warehouse$/)
  await expect(headlines.nth(1)).toHaveText(/^Shipping between warehouses: [A-Za-z ]+ warehouse → [A-Za-z ]+ warehouse$/)
  await expect(headlines.nth(2)).toHaveText(/^Received in a warehouse: [A-Za-z ]+ warehouse$/)
  await expectNoSeriousAxeViolations(page)

  // On a desktop, in English and Vietnamese, no amount breaks inside its number (the figure to transfer above all).
  const phone = page.viewportSize()!
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const locale of ['en', 'vi'] as const) {
    if (locale === 'vi') await chooseLanguage(page, 'vi')
    await expect(page.getByTestId('payment-total')).toBeVisible()
    expect(await brokenAmounts(page.getByTestId('order-payment')), locale).toEqual([])
  }
  await chooseLanguage(page, 'en')
  await page.setViewportSize(phone)

  // ── Payment: what is due now — the goods; the estimated shipping is shown, not owed yet ─────
  await expect(page.getByTestId('payment-due')).toHaveText(`${older.total_payment.toLocaleString('ja-JP')}đ`)
  await expect(page.getByTestId('payment-paid')).toHaveText('0đ')
  await expect(page.getByTestId('payment-button')).toHaveText('Payment')
  await page.getByTestId('payment-button').click()
  await expect(page).toHaveURL(/\/payment-information\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('order_id')).toBe(String(older.id))
  const due = older.total_payment
  const amountText = `${due.toLocaleString('ja-JP')}d`
  expect(url.searchParams.get('price')).toBe(amountText)
  await expect(page.getByTestId('payment-amount')).toHaveText(amountText)
  await expect(page.getByTestId('payment-content')).toHaveText(older.code)
  const qr = page.getByTestId('vietqr-image')
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100)
  const payload = (await qr.getAttribute('data-payload')) ?? ''
  expect(payload).toContain(`54${String(due).length.toString().padStart(2, '0')}${due}`)
  expect(payload).toContain(`08${String(older.code.length).padStart(2, '0')}${older.code}`)
  await page.getByTestId('copy-button').click()
  await expect(page.getByTestId('copy-button')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId('bank-account-number').innerText())
  await expect(page.getByTestId('copy-button')).toHaveText('Copy', { timeout: 4000 })
  await expectNoSeriousAxeViolations(page)

  // ── Someone else's or a missing order ────────────────────────────────────────────────
  await page.goto('/customer/orders/999999')
  await expect(page.getByTestId('order-not-found')).toContainText('Order not found')

  // ── Offline, from the persisted query cache ──────────────────────────────────────────
  await page.goto('/customer/orders')
  await expect(page.getByTestId('order-card')).toHaveCount(2)
  await page.goto(`/customer/orders/${older.id}`)
  await expect(page.getByTestId('order-item')).toHaveCount(2)
  await waitForServiceWorkerControl(page)
  // The cache is written to IndexedDB at most once a second: wait until the order and its lines are in it.
  await expect
    .poll(() => savedQueryKeys(page))
    .toEqual(
      expect.arrayContaining([
        ['orders', 'detail', older.id],
        ['orders', 'items', older.id, 1],
      ]),
    )
  await expect(page.getByTestId('offline-note')).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('order-detail')).toBeVisible()
  await expect(page.getByTestId('offline-note')).toHaveText(/^Offline — saved at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)
  await expect(page.getByTestId('order-item')).toHaveCount(2)
  await expect(page.getByTestId('box-notification')).toHaveCount(3)
  await page.getByRole('link', { name: 'My orders' }).first().click()
  await expect(page.getByTestId('order-card')).toHaveCount(2)
  await expect(page.getByTestId('offline-note')).toHaveText(/^Offline — saved at /)
  await context.setOffline(false)
  await expect(page.getByTestId('offline-note')).toHaveCount(0)
})
