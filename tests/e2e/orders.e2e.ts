import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { definition } from './support/definition'
import { chooseLanguage, expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedQueryKeys } from './support/saved-copies'

const PASSWORD = 'e2e-secret-123'

type ProductCard = { id: number; shop_id: number; sale_status: string; name: string }
type CreatedOrder = { id: number; code: string; total_payment: number; estimated_freight_charge: number }

/** Registers a customer through the register page, then signs the same account in over the emulator's REST API for an ID token. */
async function registerCustomer(page: Page): Promise<{ email: string; token: string }> {
  const email = `e2e-orders-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/register')
  const form = page.getByRole('region', { name: 'Đăng ký', exact: true })
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Mật khẩu').fill(PASSWORD)
  await form.getByRole('button', { name: 'Tạo tài khoản', exact: true }).click()
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

/** The customer's orders (in English): one list item per order, found by its code's link. */
const orderCards = (page: Page) => page.getByRole('list', { name: 'My orders', exact: true }).getByRole('listitem')
const orderCard = (page: Page, order: CreatedOrder) =>
  orderCards(page).filter({ has: page.getByRole('link', { name: order.code, exact: true }) })
/** The header's bell; its name says how many notifications are unread (the badge shows the same number). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(: \d+ unread)?$/ })
/** The "Offline — saved at …" note of a screen shown from the saved copy. */
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline — saved at/ })

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
  await expect(page.getByText(/^Showing: /)).toHaveText('Showing: 1 - 2 / 2 orders')
  const cards = orderCards(page)
  await expect(cards).toHaveCount(2)
  // Newest first.
  await expect(cards.nth(0).getByRole('link', { name: newer.code, exact: true })).toBeVisible()
  const olderCard = orderCard(page, older)
  const moreItems = (card: Locator) => card.getByText(/^\+\d+ items?$/)
  await expect(olderCard.getByRole('link', { name: older.code, exact: true })).toHaveText(older.code)
  await expect(moreItems(olderCard)).toHaveText('+1 item')
  await expect(olderCard.getByRole('img', { name: /^(Air|Sea)$/ })).toHaveAccessibleName('Air')
  await expect(olderCard.getByText('New', { exact: true })).toBeVisible()
  await expect(olderCard.getByText('New', { exact: true })).toHaveAttribute('data-colour', 'secondary')
  await expect(olderCard.getByText(pair[0].name, { exact: true })).toBeVisible()
  await expect(olderCard.getByText('Note: Gói cẩn thận', { exact: true })).toBeVisible()
  await expect(definition(olderCard, 'Created date').getByRole('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)
  await expect(definition(olderCard, 'Goods cost')).toHaveText(/^￥[\d,]+$/)
  const newerCard = orderCard(page, newer)
  await expect(newerCard.getByRole('img', { name: /^(Air|Sea)$/ })).toHaveAccessibleName('Sea')
  await expect(moreItems(newerCard)).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)

  // The status filter lives in the URL.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Paid' })
  await expect(page).toHaveURL(/status=5/)
  await expect(page.getByText('No orders with this status.', { exact: true })).toBeVisible()
  await expect(cards).toHaveCount(0)
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'New' })
  await expect(page).toHaveURL(/status=1/)
  await expect(cards).toHaveCount(2)
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' })
  await expect(page).not.toHaveURL(/status=/)

  // ── Header notifications: 3 per order, unread until opened or all marked read ─────────
  await expect(bell(page)).toHaveAccessibleName('Notifications: 6 unread')
  await bell(page).click()
  // The bell's panel is a region named as the bell.
  const panel = page.getByRole('region', { name: /^Notifications/ }).filter({ has: page.getByRole('heading', { name: 'Notifications' }) })
  const entries = panel.getByRole('listitem')
  await expect(entries).toHaveCount(6)
  // The panel fits the phone's screen, whatever the bell's place in the header.
  const panelBox = await panel.boundingBox()
  const viewport = page.viewportSize()!
  expect(panelBox!.x).toBeGreaterThanOrEqual(0)
  expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(viewport.width)
  await expect(entries.first().getByText(/^Distributed in warehouse: /)).toBeVisible()
  // Opening the panel reads nothing; "Mark all as read" reads all.
  await expect(bell(page)).toHaveAccessibleName('Notifications: 6 unread')
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await page.reload()
  await expect(orderCards(page)).toHaveCount(2)
  await expect(bell(page)).toBeVisible()
  await expect(bell(page)).toHaveAccessibleName('Notifications')

  // ── The detail ────────────────────────────────────────────────────────────────────────
  await orderCard(page, older).getByRole('link', { name: older.code, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/customer/orders/${older.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${older.code}`)
  const orderItems = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem')
  await expect(orderItems).toHaveCount(2)
  await expect(page.getByRole('region', { name: 'Products', exact: true }).getByRole('navigation')).toHaveCount(0)
  await expect(definition(page.getByRole('region', { name: 'Order info' }), 'Status')).toHaveText('New')
  await expect(page.getByRole('region', { name: 'Shipment info' })).toContainText('Nguyễn Văn An')
  // While the order is New the estimated shipping counts: total = total_payment + freight.
  const total = older.total_payment + older.estimated_freight_charge
  const payment = page.getByRole('region', { name: 'Payment information' })
  await expect(definition(payment, 'Estimated shipping fee')).toBeVisible()
  await expect(definition(payment, 'Total payment')).toHaveText(`${total.toLocaleString('ja-JP')}đ`)
  const coupon = page.getByRole('textbox', { name: 'Coupon' })
  await expect(coupon).toBeDisabled()
  await expect(coupon).toHaveAccessibleDescription('Coupons are not available for orders yet.')
  await expect(page.getByText('Coupons are not available for orders yet.', { exact: true })).toBeVisible()
  // One section per box holding the goods, named by its SKU, with the warehouse's notifications in order.
  const box = page.getByRole('region', { name: /^SKU / })
  await expect(box).toHaveCount(1)
  await expect(box.getByRole('heading')).toHaveText(/^SKU: BX\d{6}-1$/)
  const notifications = box.getByRole('listitem')
  await expect(notifications).toHaveCount(3)
  const headlines = [
    notifications.nth(0).getByText(/^Distributed in warehouse: /),
    notifications.nth(1).getByText(/^Shipping between warehouses: /),
    notifications.nth(2).getByText(/^Received in a warehouse: /),
  ]
  // Reference data in the reader's language: the method and the warehouses are named in English too.
  await expect(page.getByRole('img', { name: 'Air', exact: true })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Air$/ })).toBeVisible()
  await expect(headlines[0]).toHaveText(/^Distributed in warehouse: [A-Za-z ]+ warehouse$/)
  await expect(headlines[1]).toHaveText(/^Shipping between warehouses: [A-Za-z ]+ warehouse → [A-Za-z ]+ warehouse$/)
  await expect(headlines[2]).toHaveText(/^Received in a warehouse: [A-Za-z ]+ warehouse$/)
  await expectNoSeriousAxeViolations(page)

  // On a desktop, in English and Vietnamese, no amount breaks inside its number (the figure to transfer above all).
  const phone = page.viewportSize()!
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const locale of ['en', 'vi'] as const) {
    if (locale === 'vi') await chooseLanguage(page, 'vi')
    const section = page.getByRole('region', { name: locale === 'vi' ? 'Thông tin thanh toán' : 'Payment information' })
    await expect(definition(section, locale === 'vi' ? 'Tổng thanh toán' : 'Total payment')).toBeVisible()
    expect(await brokenAmounts(section), locale).toEqual([])
  }
  await chooseLanguage(page, 'en')
  await page.setViewportSize(phone)

  // ── Payment: what is due now — the goods; the estimated shipping is shown, not owed yet ─────
  await expect(definition(payment, 'Due now')).toHaveText(`${older.total_payment.toLocaleString('ja-JP')}đ`)
  await expect(definition(payment, 'Paid')).toHaveText('0đ')
  const pay = payment.getByRole('link', { name: 'Payment', exact: true })
  await expect(pay).toHaveText('Payment')
  await pay.click()
  await expect(page).toHaveURL(/\/payment-information\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('order_id')).toBe(String(older.id))
  const due = older.total_payment
  const amountText = `${due.toLocaleString('ja-JP')}d`
  expect(url.searchParams.get('price')).toBe(amountText)
  await expect(definition(page, 'Amount')).toHaveText(amountText)
  await expect(definition(page, 'Transfer content')).toHaveText(older.code)
  const qr = page.getByRole('img', { name: 'VietQR code for the bank transfer' })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100)
  const payload = (await qr.getAttribute('data-payload')) ?? ''
  expect(payload).toContain(`54${String(due).length.toString().padStart(2, '0')}${due}`)
  expect(payload).toContain(`08${String(older.code.length).padStart(2, '0')}${older.code}`)
  const copy = page.getByRole('button', { name: 'Copy the account number' })
  await copy.click()
  await expect(copy).toHaveText('Copied')
  // What was copied is the whole account number as shown.
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^\d+$/)
  await expect(definition(page, 'Account number').getByText(copied, { exact: true })).toBeVisible()
  await expect(copy).toHaveText('Copy', { timeout: 4000 })
  await expectNoSeriousAxeViolations(page)

  // ── Someone else's or a missing order ────────────────────────────────────────────────
  await page.goto('/customer/orders/999999')
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible()

  // ── Offline, from the persisted query cache ──────────────────────────────────────────
  await page.goto('/customer/orders')
  await expect(orderCards(page)).toHaveCount(2)
  await page.goto(`/customer/orders/${older.id}`)
  await expect(orderItems).toHaveCount(2)
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
  await expect(offlineNote(page)).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${older.code}`)
  await expect(offlineNote(page)).toHaveText(/^Offline — saved at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)
  await expect(orderItems).toHaveCount(2)
  await expect(notifications).toHaveCount(3)
  await page.getByRole('link', { name: 'My orders' }).first().click()
  await expect(orderCards(page)).toHaveCount(2)
  await expect(offlineNote(page)).toHaveText(/^Offline — saved at /)
  await context.setOffline(false)
  await expect(offlineNote(page)).toHaveCount(0)
})
