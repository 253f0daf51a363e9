import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { ProductCard } from '@shared/contracts/catalog'
import type { CartShopGroup } from '@shared/contracts/cart'
import type { Order } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { fillAddress } from './support/address-form'
import { cartSummary } from '@shared/orders/totals'
import { AWOND_ID, IKOM_ID, findShop } from '@shared/shops/registry'
import { definition } from './support/definition'
import { chooseLanguage, expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedMutations } from './support/saved-copies'

const PASSWORD = 'e2e-secret-123'

async function registerCustomer(page: Page) {
  await page.goto('/register')
  const form = page.getByRole('region', { name: 'Đăng ký', exact: true })
  await form.getByLabel('E-mail').fill(`e2e-cart-${randomUUID().slice(0, 8)}@example.com`)
  await form.getByLabel('Mật khẩu').fill(PASSWORD)
  await form.getByRole('button', { name: 'Tạo tài khoản', exact: true }).click()
  await expect(page).not.toHaveURL(/\/register/)
}

/** On-sale products of the seed, read through the public API like the product list does. */
async function onSaleProducts(request: APIRequestContext): Promise<ProductCard[]> {
  const products: ProductCard[] = []
  for (let page = 1; page <= 3; page++) {
    const response = await request.get(`/api/products?page=${page}&per_page=48`)
    expect(response.ok()).toBe(true)
    products.push(...((await response.json()) as { data: ProductCard[] }).data)
  }
  return products.filter((product) => product.sale_status === 'on_sale' && product.price > 0)
}

function pick(products: ProductCard[], shopId: number, skip: number[] = []): ProductCard {
  const product = products.find((entry) => entry.shop_id === shopId && !skip.includes(entry.id))
  if (!product) throw new Error(`the seed has no on-sale product of shop ${shopId}`)
  return product
}

const productPath = (product: ProductCard) => `/products/${findShop(product.shop_id)?.path}/${product.id}`

/** The signed-in customer's Firebase ID token, as the app keeps it. */
async function idToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage]) {
      for (let index = 0; index < store.length; index++) {
        const key = store.key(index)!
        if (key.startsWith('firebase:authUser:'))
          return (JSON.parse(store.getItem(key)!) as { stsTokenManager: { accessToken: string } }).stsTokenManager.accessToken
      }
    }
    return null
  })
  if (!token) throw new Error('no signed-in user in the page')
  return token
}

async function apiAs<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${await idToken(page)}` } })
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

async function myUserId(page: Page): Promise<number> {
  return (await apiAs<{ data: { id: number } }>(page, '/api/users/me')).data.id
}

/** The server's cart as { product id: quantity }. */
async function serverCart(page: Page, userId: number): Promise<Record<number, number>> {
  const cart = await apiAs<{ data: CartShopGroup[] }>(page, `/catalog/cart/${userId}`)
  return Object.fromEntries(cart.data.flatMap((group) => group.products.map((line) => [line.product_id, line.quantity])))
}

async function addToCartFromPage(page: Page, product: ProductCard) {
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(toast(page, 'Added to your cart.').last()).toBeVisible()
}

/** A message in the notification area (the toasts' live region). */
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
/** The cart page's lines (in English): one region per shop, one list item per line. */
const cartLines = (page: Page) => page.getByRole('region', { name: 'Products in the cart', exact: true })
/** Every line of the cart page (a line has its own checkbox; a refused change's message has none). */
const cartItems = (page: Page) =>
  cartLines(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox') })
/** A line of the cart page, found by its product's link. */
const cartItem = (page: Page, product: ProductCard) =>
  cartItems(page).filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
/** The header's cart button; its name says how many lines the cart holds (the badge shows the same number). */
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart(: \d+ products)?$/ })
const waitingMark = (scope: Page | Locator) => scope.getByText('Waiting to sync', { exact: true })
/** The figure of a row of the checkout's pricing table, by the row's heading. */
const pricing = (page: Page, row: RegExp) => page.getByRole('row', { name: row }).getByRole('cell')

test('signed out, Add to cart goes to the login page and back', async ({ page, request }) => {
  const [product] = await onSaleProducts(request)
  await page.goto(productPath(product))
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng', exact: true }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(productPath(product))
})

test('cart and checkout: two shops, a quantity change, a removal with the confirm, two orders by sea', async ({ page, request }) => {
  const products = await onSaleProducts(request)
  const ikom = pick(products, IKOM_ID)
  const awond = pick(products, AWOND_ID)
  const extra = pick(products, IKOM_ID, [ikom.id])

  await registerCustomer(page)
  await chooseLanguage(page, 'en')
  const userId = await myUserId(page)

  await page.goto('/cart')
  await expect(page.getByText('Cart is empty')).toBeVisible()

  await addToCartFromPage(page, ikom)
  await addToCartFromPage(page, awond)
  // Buy now adds the product, then opens the checkout with that product alone selected.
  await page.goto(productPath(extra))
  await page.getByRole('button', { name: 'Buy now', exact: true }).click()
  await expect(page).toHaveURL(/\/cart\?only=/)
  await expect(cartItem(page, extra)).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart: 3 products')
  await expect(cartItem(page, extra).getByRole('checkbox')).toBeChecked()
  await expect(cartItem(page, ikom).getByRole('checkbox')).not.toBeChecked()
  await expect(cartItem(page, awond).getByRole('checkbox')).not.toBeChecked()
  await expect(page.getByRole('region', { name: '1 order, 1 transfer' }).getByRole('listitem')).toHaveCount(1)
  await page.goto(productPath(extra))

  // The header dropdown lists the lines and links to the cart.
  await cartButton(page).click()
  // The panel is a region named as the button.
  await expect(page.getByRole('region', { name: 'Cart: 3 products' }).getByRole('listitem')).toHaveCount(3)
  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)

  // One region per shop, named by the shop.
  const groups = cartLines(page).getByRole('region')
  await expect(groups).toHaveCount(2)
  await expect(cartItems(page)).toHaveCount(3)
  const ikomLines = cartLines(page)
    .getByRole('region', { name: findShop(IKOM_ID)!.name, exact: true })
    .getByRole('listitem')
  await expect(ikomLines).toHaveCount(2)
  await expect(ikomLines.filter({ has: page.getByRole('link', { name: extra.name, exact: true }) })).toHaveCount(1)
  // Every line is selected by default.
  const lineCheckboxes = await cartItems(page).getByRole('checkbox').all()
  expect(lineCheckboxes).toHaveLength(3)
  for (const checkbox of lineCheckboxes) await expect(checkbox).toBeChecked()

  // Quantity: + twice quickly sends one write (400 ms pause) with the absolute quantity 3, then − once → 2.
  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/catalog/cart/')) puts.push(request.postData() ?? '')
  })
  await cartItem(page, ikom).getByRole('button', { name: 'Increase quantity' }).click()
  await cartItem(page, ikom).getByRole('button', { name: 'Increase quantity' }).click()
  await expect(cartItem(page, ikom)).toHaveAttribute('data-quantity', '3')
  await expect.poll(() => serverCart(page, userId)).toMatchObject({ [ikom.id]: 3 })
  expect(puts).toEqual([JSON.stringify({ shop_id: IKOM_ID, item_ref: String(ikom.id), quantity: 3 })])
  await cartItem(page, ikom).getByRole('button', { name: 'Decrease quantity' }).click()
  await expect.poll(() => serverCart(page, userId)).toMatchObject({ [ikom.id]: 2 })

  // A decrease at 1 asks before removing; cancelling keeps the line.
  await cartItem(page, awond).getByRole('button', { name: 'Decrease quantity' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Do you want to remove ${awond.name}?`)
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(cartItem(page, awond)).toBeVisible()

  // Remove with the confirm.
  await cartItem(page, extra)
    .getByRole('button', { name: `Delete ${extra.name}` })
    .click()
  await expect(dialog).toContainText(`Do you want to remove ${extra.name}?`)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(cartItem(page, extra)).toHaveCount(0)
  await expect.poll(() => serverCart(page, userId)).toEqual({ [ikom.id]: 2, [awond.id]: 1 })
  await expect(cartButton(page)).toHaveAccessibleName('Cart: 2 products')

  // Pricing table over the selected lines: untick one, the totals follow; tick it again.
  const expected = cartSummary([
    { price: ikom.price, quantity: 2, tax_percent: 10 },
    { price: awond.price, quantity: 1, tax_percent: 10 },
  ])
  await expect(pricing(page, /^Goods cost/)).toHaveAttribute('data-yen', String(expected.goods_cost))
  await expect(pricing(page, /^Tax \(10%\)/)).toHaveAttribute('data-yen', String(expected.tax))
  await expect(pricing(page, /^Coupon/)).toHaveAttribute('data-yen', '0')
  await expect(pricing(page, /^Goods including tax/)).toHaveAttribute('data-yen', String(expected.total))
  await cartItem(page, awond).getByRole('checkbox').uncheck()
  await expect(pricing(page, /^Goods cost/)).toHaveAttribute('data-yen', String(ikom.price * 2))
  await page.getByRole('checkbox', { name: `Select all products of ${findShop(AWOND_ID)!.name}`, exact: true }).check()
  await expect(pricing(page, /^Goods including tax/)).toHaveAttribute('data-yen', String(expected.total))

  // No address yet: Create order stays disabled until one is created in the modal.
  await expect(page.getByText('You have no address yet. Please add one.').first()).toBeVisible()
  const createOrder = page.getByRole('button', { name: 'Create order', exact: true })
  await expect(createOrder).toBeDisabled()
  const delivery = page.getByRole('region', { name: 'Delivery address' })
  await delivery.getByRole('button', { name: 'Add address', exact: true }).click()
  const form = page.getByRole('dialog')
  await fillAddress(form, '12 Phố Huế')
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Address created.')).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(delivery).toContainText('12 Phố Huế')
  await expect(delivery.getByRole('button', { name: 'Change address', exact: true })).toBeVisible()

  // The methods are named in the reader's language (the shared reference names).
  const methods = page.getByRole('group', { name: 'Shipment method' })
  await expect(methods.getByRole('radio', { name: 'Air', exact: true })).toBeChecked()
  await methods.getByRole('radio', { name: 'Sea', exact: true }).check()

  // Before Create order: one order and one transfer per shop, each with what its payment will ask, shipping included.
  const transfers = page.getByRole('region', { name: '2 orders, 1 transfer' })
  await expect(transfers.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('row', { name: /Estimated shipping \(Sea\)/ })).toBeVisible()
  const shown = new Map(
    await transfers
      .getByRole('listitem')
      .evaluateAll((rows) =>
        rows.map((row) => [Number(row.getAttribute('data-shop-id')), Number(row.lastElementChild?.getAttribute('data-vnd'))]),
      ),
  )
  const totalCell = pricing(page, /^Total payment/)
  await expect(totalCell).toHaveText(/^[\d.,]+đ$/)
  const shownTotal = Number((await totalCell.innerText()).replace(/\D/g, ''))
  expect(shownTotal).toBe(shown.get(IKOM_ID)! + shown.get(AWOND_ID)!)

  const axe = await new AxeBuilder({ page }).include('main').analyze()
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  const creates: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/create-retail-order'))
      creates.push(request.headers()['idempotency-key'] ?? '')
  })
  // A double click creates each order once.
  await createOrder.dblclick()
  await expect(toast(page, 'Order created.')).toBeVisible()
  // Two shops: one payment screen for both orders (one transfer).
  await expect(page).toHaveURL(/\/payment-information\?checkout_id=\d+/)
  expect(creates).toHaveLength(2)
  expect(new Set(creates).size).toBe(2)
  for (const key of creates) expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/)

  const orders = (await apiAs<{ data: Order[] }>(page, '/api/orders?include=type,status,itemsCount&append=first_item&sort=-created_at'))
    .data
  expect(orders).toHaveLength(2)
  expect(orders.map((order) => order.shop_id).sort()).toEqual([IKOM_ID, AWOND_ID].sort())
  for (const order of orders) expect(order.shipment_method_id).toBe('sea')
  for (const order of orders) expect(order.total_payment + order.estimated_freight_charge).toBe(shown.get(order.shop_id))
  const ikomOrder = orders.find((order) => order.shop_id === IKOM_ID)!
  expect(ikomOrder.first_item?.product_id).toBe(ikom.id)
  expect(ikomOrder.first_item?.quantity).toBe(2)
  // The customer sees both orders, opens one and goes on to pay it.
  await page.goto('/customer/orders')
  await expect(page.getByRole('list', { name: 'My orders', exact: true }).getByRole('listitem')).toHaveCount(2)
  await page.getByRole('link', { name: ikomOrder.code, exact: true }).click()
  await expect(page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first()).toBeVisible()
  const payment = page.getByRole('region', { name: 'Payment information' })
  await expect(definition(payment, 'Total payment')).toHaveText(formatDong(shown.get(IKOM_ID)!))
  await payment.getByRole('link', { name: 'Payment', exact: true }).click()
  await expect(page).toHaveURL(/\/payment-information\?/)
  await expect(page.getByRole('img', { name: 'VietQR code for the bank transfer' })).toBeVisible()
  // The ordered lines left the cart.
  expect(await serverCart(page, userId)).toEqual({})
  await page.goto('/cart')
  await expect(page.getByText('Cart is empty')).toBeVisible()
})

/** How many cart writes the persisted query cache (IndexedDB) holds. */
async function persistedWrites(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve(-1)
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('storefront-query-cache')
          read.onerror = () => resolve(-1)
          read.onsuccess = () => {
            const value = read.result as string | undefined
            if (!value) return resolve(0)
            const state = JSON.parse(value) as { clientState: { mutations: { mutationKey?: string[] }[] } }
            resolve(state.clientState.mutations.filter((mutation) => mutation.mutationKey?.[0] === 'cart').length)
          }
        }
      }),
  )
}

test('offline: cart changes wait, survive a reload, and sync exactly once when back online', async ({ page, context, request }) => {
  const products = await onSaleProducts(request)
  const first = pick(products, IKOM_ID)
  const second = pick(products, AWOND_ID)

  await registerCustomer(page)
  await chooseLanguage(page, 'en')
  await waitForServiceWorkerControl(page)
  const userId = await myUserId(page)
  await addToCartFromPage(page, first)

  // Open the second product while online, then lose the network.
  await page.goto(productPath(second))
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible()
  // The header has read the server's cart (with the first product) before the network goes.
  await expect(cartButton(page)).toHaveAccessibleName('Cart: 1 products')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  const savedToast = toast(page, 'Saved to your cart; it will sync when you are back online.')
  await expect(savedToast).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart: 2 products')

  // On a phone the toast lies over the header while it slides in: close it, as a customer would, before using the cart.
  // It is the newest toast, so its close button is the last one.
  await page.getByRole('status').getByRole('button', { name: 'Dismiss notification' }).last().click()
  await expect(savedToast).toBeHidden()
  await cartButton(page).click()
  await page.getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(waitingMark(cartItem(page, second))).toBeVisible()
  await cartItem(page, first).getByRole('button', { name: 'Increase quantity' }).click()
  await expect(waitingMark(cartItem(page, first))).toBeVisible()
  await expect(cartItem(page, first)).toHaveAttribute('data-quantity', '2')
  await expect(cartLines(page).getByRole('status')).toContainText('2 changes waiting to sync; they will be sent when you are back online.')
  await expect(page.getByRole('button', { name: 'Create order', exact: true })).toBeDisabled()

  // Nothing reached the server; the queued writes are saved on the device.
  await expect.poll(() => persistedWrites(page)).toBe(2)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cart', exact: true })).toBeVisible()
  await expect(cartItem(page, first)).toHaveAttribute('data-quantity', '2')
  await expect(waitingMark(cartItem(page, first))).toBeVisible()
  await expect(waitingMark(cartItem(page, second))).toBeVisible()
  await expect(
    cartLines(page)
      .getByRole('status')
      .getByText(/^Offline/),
  ).toBeVisible()

  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/catalog/cart/')) puts.push(request.postData() ?? '')
  })
  await context.setOffline(false)
  await expect(waitingMark(page)).toHaveCount(0)
  await expect(page.getByText(/changes waiting to sync/)).toHaveCount(0)
  await expect.poll(() => serverCart(page, userId)).toEqual({ [first.id]: 2, [second.id]: 1 })
  // In order, each once.
  expect(puts).toEqual([
    JSON.stringify({ shop_id: AWOND_ID, item_ref: String(second.id), quantity: 1 }),
    JSON.stringify({ shop_id: IKOM_ID, item_ref: String(first.id), quantity: 2 }),
  ])
  await expect.poll(() => persistedWrites(page)).toBe(0)

  // Another reload replays nothing and shows the server's cart: by the time the app has fetched the cart
  // again (after restoring its saved state and resuming what was waiting in it), no write went out.
  const refetched = page.waitForResponse(
    (answer) => answer.request().method() === 'GET' && answer.url().includes(`/catalog/cart/${userId}`),
  )
  await page.reload()
  await refetched
  await expect(cartItem(page, first)).toHaveAttribute('data-quantity', '2')
  await expect(cartItem(page, second)).toHaveAttribute('data-quantity', '1')
  expect(puts).toHaveLength(2)
  expect(await serverCart(page, userId)).toEqual({ [first.id]: 2, [second.id]: 1 })
})

/**
 * Rewrites what the app persisted in IndexedDB into the shape the app before item references
 * kept: queued cart writes by `product_id`, cached cart lines without item_ref/found/variant.
 */
async function persistAsPreviousApp(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval')
          const read = store.get('storefront-query-cache')
          read.onsuccess = () => {
            type Line = { item_ref?: string; found?: boolean; variant?: string }
            const previousLine = ({ item_ref: _ref, found: _found, variant: _variant, ...line }: Line) => line
            const state = JSON.parse(read.result as string) as {
              clientState: {
                mutations: {
                  mutationKey?: string[]
                  state: { variables: Record<string, unknown> & { item_ref?: string; snapshot?: { product: Line } } }
                }[]
                queries: { queryKey: unknown[]; state: { data: unknown } }[]
              }
            }
            for (const mutation of state.clientState.mutations) {
              if (mutation.mutationKey?.[0] !== 'cart') continue
              const { shop_id: _shop, item_ref: ref, ...variables } = mutation.state.variables
              if (variables.snapshot) variables.snapshot = { ...variables.snapshot, product: previousLine(variables.snapshot.product) }
              mutation.state.variables = { ...variables, product_id: Number(ref) }
            }
            for (const query of state.clientState.queries) {
              if (query.queryKey[0] !== 'cart' || !Array.isArray(query.state.data)) continue
              query.state.data = query.state.data.map((group: { products: Line[] }) => ({
                ...group,
                products: group.products.map(previousLine),
              }))
            }
            const write = store.put(JSON.stringify(state), 'storefront-query-cache')
            write.onsuccess = () => resolve()
            write.onerror = () => reject(write.error)
          }
        }
      }),
  )
}

test('offline writes queued by the app before item references replay after the update', async ({ page, context, request }) => {
  const products = await onSaleProducts(request)
  const first = pick(products, IKOM_ID)
  const second = pick(products, AWOND_ID)
  await registerCustomer(page)
  await chooseLanguage(page, 'en')
  await waitForServiceWorkerControl(page)
  const userId = await myUserId(page)
  await addToCartFromPage(page, first)

  await page.goto(productPath(second))
  await expect(cartButton(page)).toHaveAccessibleName('Cart: 1 products')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(cartButton(page)).toHaveAccessibleName('Cart: 2 products')
  await expect.poll(() => persistedWrites(page)).toBe(1)
  // Let the app finish saving (the write as it waits, paused, for the network), then make the saved state the
  // previous app's and start the new app on it.
  await expect
    .poll(async () =>
      (await savedMutations(page)).filter((write) => write.mutationKey?.[0] === 'cart' && write.status === 'pending' && write.isPaused),
    )
    .toHaveLength(1)
  await persistAsPreviousApp(page)
  await page.goto('/cart')
  await expect(cartItem(page, first)).toHaveAttribute('data-quantity', '1')
  await expect(waitingMark(cartItem(page, second))).toBeVisible()

  const puts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/catalog/cart/')) puts.push(sent.postData() ?? '')
  })
  await context.setOffline(false)
  await expect(waitingMark(page)).toHaveCount(0)
  await expect.poll(() => serverCart(page, userId)).toEqual({ [first.id]: 1, [second.id]: 1 })
  expect(puts).toEqual([JSON.stringify({ product_id: second.id, quantity: 1 })])
  await expect.poll(() => persistedWrites(page)).toBe(0)
})

test('a change the server refuses is shown, not dropped silently', async ({ page, request }) => {
  const products = await onSaleProducts(request)
  const product = pick(products, IKOM_ID)
  await registerCustomer(page)
  await chooseLanguage(page, 'en')
  await addToCartFromPage(page, product)
  await page.goto('/cart')
  // The field keeps to what a line may hold (99); here the server refuses even 5 (as when stock ran out).
  await page.route('**/catalog/cart/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 422, json: { code: 'cartQuantityTooLarge', message: 'Only 1 left.' } })
      : route.continue(),
  )
  const input = cartItem(page, product).getByRole('textbox', { name: 'Quantity', exact: true })
  await input.fill('5')
  await input.press('Enter')
  await expect(toast(page, `Could not save the cart change to "${product.name}"`)).toBeVisible()
  // The refusal also stays above the lines (an alert), until dismissed.
  await expect(
    cartLines(page)
      .getByRole('alert')
      .getByRole('listitem')
      .filter({ hasText: `Could not save the change to "${product.name}"` }),
  ).toBeVisible()
  await expect(cartItem(page, product)).toHaveAttribute('data-quantity', '1')
})
