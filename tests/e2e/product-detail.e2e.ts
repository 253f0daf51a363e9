import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import type { ProductCard, ProductDetail } from '@shared/contracts/catalog'
import { discountPercent, formatYen, formatYenAsDong } from '@shared/money/money'
import { productTagName } from '@shared/catalog/product-tags'
import { findShop } from '@shared/shops/registry'
import { chooseLanguage, expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedQueryKeys } from './support/saved-copies'

/** Up to three pages of 48 seeded products, read through the API like the product list does. */
async function seededProducts(request: APIRequestContext): Promise<ProductCard[]> {
  const products: ProductCard[] = []
  for (let page = 1; page <= 3; page++) {
    const response = await request.get(`/api/products?page=${page}&per_page=48`)
    expect(response.ok()).toBe(true)
    products.push(...((await response.json()) as { data: ProductCard[] }).data)
  }
  return products
}

async function pickProduct(request: APIRequestContext, matches: (product: ProductCard) => boolean): Promise<ProductCard> {
  const product = (await seededProducts(request)).find(matches)
  if (!product) throw new Error('the seed has no product of the kind this test needs')
  return product
}

async function productDetail(request: APIRequestContext, id: number): Promise<ProductDetail> {
  const response = await request.get(`/api/products/${id}?include=origin,categories,reviewsCount,images,tags`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: ProductDetail }).data
}

async function exchangeRate(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/amount-with-conditions?conditions[type]=exchange_rate&conditions[from]=JPY&conditions[to]=VND')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { rate: number } }).data.rate
}

const productPath = (product: Pick<ProductCard, 'id' | 'shop_id'>) => `/products/${findShop(product.shop_id)?.path}/${product.id}`
const discounted = (product: ProductCard) => product.sale_status === 'on_sale' && product.initial_price > product.price && product.price > 0
const onSale = (product: ProductCard) => product.sale_status === 'on_sale' && product.price > 0

async function openProduct(page: Page, product: Pick<ProductCard, 'id' | 'shop_id' | 'name'>) {
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
}

async function signUp(page: Page) {
  const email = `pd-${randomUUID().slice(0, 8)}@example.com`
  const password = 'e2e-secret-123'
  await page.goto('/register')
  const register = page.getByTestId('register-form')
  await register.getByLabel(/e-mail/i).fill(email)
  await register
    .getByLabel(/mật khẩu/i)
    .first()
    .fill(password)
  const confirm = register.getByLabel(/nhập lại|xác nhận/i)
  if (await confirm.count()) await confirm.fill(password)
  await page.getByRole('button', { name: 'Tạo tài khoản', exact: true }).click()
  await expect(page).not.toHaveURL(/\/register/)
}

test('a discounted product shows its price in dong and yen, the struck initial price, the rounded-up discount, tags and information', async ({
  page,
  request,
}) => {
  const card = await pickProduct(request, (product) => discounted(product))
  const detail = await productDetail(request, card.id)
  await openProduct(page, card)

  const rate = await exchangeRate(request)
  const price = page.getByTestId('product-price')
  await expect(price.getByTestId('price-vnd')).toHaveText(formatYenAsDong(card.price, rate))
  await expect(price.getByTestId('price-yen')).toHaveText(formatYen(card.price))
  // The initial price is struck through (an <s> element).
  const initial = price.getByTestId('price-initial')
  await expect(initial).toHaveText(new RegExp(`${formatYenAsDong(card.initial_price, rate)}$`))
  expect(await initial.evaluate((element) => element.tagName)).toBe('S')
  await expect(page.getByTestId('product-discount')).toHaveText(`-${discountPercent(card.price, card.initial_price)}%`)

  const tags = detail.tags ?? []
  await expect(page.getByTestId('product-tags').getByRole('listitem')).toHaveCount(tags.length)
  for (const tag of tags) await expect(page.locator(`[data-tag="${tag.id}"]`)).toHaveText(productTagName(tag.id, 'vi'))
  await expect(page.getByTestId('info-id')).toContainText(String(card.id))
  if (detail.origin) await expect(page.getByTestId('info-origin')).toContainText(detail.origin.name)

  // The description is folded on a phone; 'Views more' unfolds it.
  const toggle = page.getByTestId('description-toggle')
  await expect(toggle).toHaveText('Xem thêm')
  await expect(page.getByTestId('product-description-body')).toHaveAttribute('data-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveText('Thu gọn')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('product-description-body')).toHaveAttribute('data-expanded', 'true')

  // Gallery arrows move between pictures when there are several.
  if ((detail.images ?? []).length > 1) {
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('data-index', '0')
    await page.getByTestId('gallery-next').click()
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('data-index', '1')
    await page.getByTestId('gallery-prev').click()
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('data-index', '0')
  }

  // On sale: the buying buttons work (their flow is in cart.e2e.ts).
  await expect(page.getByTestId('buy-now')).toBeEnabled()
  await expect(page.getByTestId('add-to-cart')).toBeEnabled()
})

test('the quantity stepper keeps to whole numbers of at least 1, and is disabled when the product cannot be bought', async ({
  page,
  request,
}) => {
  const products = await seededProducts(request)
  const card = products.find(onSale)!
  await openProduct(page, card)
  const input = page.getByTestId('quantity-input')
  await expect(input).toHaveValue('1')
  await expect(page.getByRole('button', { name: 'Giảm số lượng' })).toBeDisabled()
  await page.getByRole('button', { name: 'Tăng số lượng' }).click()
  await page.getByRole('button', { name: 'Tăng số lượng' }).click()
  await expect(input).toHaveValue('3')
  await page.getByRole('button', { name: 'Giảm số lượng' }).click()
  await expect(input).toHaveValue('2')

  await input.fill('')
  await input.pressSequentially('1a2-')
  await expect(input).toHaveValue('12')
  await input.press('Enter')
  await expect(input).toHaveValue('12')
  await input.fill('0')
  await input.blur()
  await expect(input).toHaveValue('1')
  await input.fill('')
  await input.blur()
  await expect(input).toHaveValue('1')
  // A fraction keeps its whole part, a negative number is 1, no more than the shop sells (99).
  for (const [typed, kept] of [
    ['2.5', '2'],
    ['-3', '1'],
    ['999', '99'],
  ]) {
    await input.fill(typed)
    await input.blur()
    await expect(input, typed).toHaveValue(kept)
  }
  await expect(page.getByRole('button', { name: 'Tăng số lượng' })).toBeDisabled()

  const soldOut = products.find((product) => product.sale_status === 'sold_out')
  if (soldOut) {
    await openProduct(page, soldOut)
    await expect(page.getByTestId('product-status')).toHaveText('Hết hàng')
    await expect(page.getByTestId('quantity-input')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Tăng số lượng' })).toBeDisabled()
    await expect(page.getByTestId('add-to-cart')).toBeDisabled()
    await expect(page.getByTestId('not-purchasable')).toHaveText('Sản phẩm này hiện chưa thể đặt mua.')
  }
  const comingSoon = products.find((product) => product.sale_status === 'coming_soon')
  if (comingSoon) {
    await openProduct(page, comingSoon)
    await expect(page.getByTestId('product-status')).toHaveText('Sắp có hàng')
    await expect(page.getByTestId('price-not-updated')).toHaveText('Chưa cập nhật giá')
    await expect(page.getByTestId('quantity-input')).toBeDisabled()
  }
  expect(soldOut ?? comingSoon).toBeDefined()
})

test('Share copies the product link and reads Copied for about 2 seconds', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const card = await pickProduct(request, onSale)
  await openProduct(page, card)
  const share = page.getByTestId('share-button')
  await expect(share).toContainText('Chia sẻ')
  await share.click()
  await expect(share).toHaveText('Đã sao chép')
  const copiedAt = Date.now()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(new URL(productPath(card), page.url()).href)
  // Back to "Share" about 2 s later: not before 1.5 s, and within 3.5 s.
  await expect(share).toContainText('Chia sẻ', { timeout: 3500 })
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1500)
})

test('an unknown product id shows a clear not-found state', async ({ page }) => {
  await page.goto('/products/ikom/999999999')
  await expect(page.getByTestId('product-not-found')).toContainText('Không tìm thấy sản phẩm')
  await page.goto('/products/ikom/not-a-number')
  await expect(page.getByTestId('product-not-found')).toBeVisible()
})

test('a visitor is sent to sign in; a signed-in customer leaves a review that shows as plain text, counts, and translates once', async ({
  page,
  request,
}) => {
  const card = await pickProduct(request, (product) => onSale(product) && product.reviews_count === 0)
  await openProduct(page, card)
  await expect(page.getByTestId('product-reviews-count')).toHaveText('Chưa có đánh giá')
  await expect(page.getByTestId('review-total')).toHaveText('Chưa có đánh giá')
  // Without reviews no score anywhere (whatever star the product row holds): no stars, no figure, no star rows.
  const detail = page.getByTestId('product-detail')
  await expect(detail.getByRole('img', { name: /trên 5 sao/ })).toHaveCount(0)
  await expect(detail.getByRole('meter')).toHaveCount(0)
  await expect(page.getByTestId('reviews').getByText('/5')).toHaveCount(0)
  await page.getByTestId('leave-review').click()
  await expect(page).toHaveURL(/\/login\?redirect=/)

  await signUp(page)
  await openProduct(page, card)
  await page.getByTestId('leave-review').click()
  const dialog = page.getByRole('dialog', { name: 'Viết đánh giá' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('review-star')).toHaveValue('5')
  await dialog.getByTestId('review-submit').click()
  await expect(dialog.getByTestId('review-comment-error')).toHaveText('Vui lòng nhập nội dung đánh giá.')

  const comment = `とても良い商品です <b>${randomUUID().slice(0, 6)}</b>`
  await dialog.getByTestId('review-star').selectOption('4')
  await dialog.getByTestId('review-comment').fill(comment)
  await dialog.getByTestId('review-submit').click()
  await expect(dialog).toBeHidden()

  await expect(page.getByTestId('product-reviews-count')).toHaveText('1 đánh giá')
  await expect(page.getByTestId('review-total')).toHaveAttribute('data-count', '1')
  await expect(page.getByTestId('review-figure')).toHaveText('4.0')
  await expect(detail.getByRole('img', { name: '4 trên 5 sao' }).first()).toBeVisible()
  await expect(page.locator('[data-testid="review-bar"][data-star="4"]')).toHaveAttribute('data-count', '1')
  const review = page.getByTestId('review-item').first()
  // Shown as text: the angle brackets are visible and no <b> element was made.
  await expect(review.getByTestId('review-comment-text')).toHaveText(comment)
  await expect(review.locator('b')).toHaveCount(0)

  // Translate switches once: the link goes away and the result (here the local provider's original) stays.
  await review.getByTestId('review-translate').click()
  await expect(review.getByTestId('review-translate-note')).toBeVisible()
  await expect(review.getByTestId('review-translate')).toHaveCount(0)
  await expect(review.getByTestId('review-comment-text')).toHaveText(comment)
})

test('the wishlist keeps a product across reloads, follows other product pages and opens offline', async ({ page, context, request }) => {
  const products = (await seededProducts(request)).filter(onSale)
  const [first, second] = products
  await openProduct(page, first)
  await waitForServiceWorkerControl(page)
  const toggle = page.getByTestId('wishlist-toggle')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('wishlist-count')).toHaveText('1')

  await page.reload()
  await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('wishlist-button').click()
  const item = page.getByTestId('wishlist-item')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(first.name)
  await page.getByTestId('wishlist-button').click()

  // Another product, then back through the dropdown: the page follows the id without a reload.
  await openProduct(page, second)
  await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false')
  await page.getByTestId('wishlist-button').click()
  await page.getByTestId('wishlist-item').getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${productPath(first)}$`))
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
  await expect(page.getByTestId('product-detail')).toHaveAttribute('data-product-id', String(first.id))

  // Offline, the page is what the app saved: wait until the product's query is in it.
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(['product-detail', 'vi', first.id])
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await page.getByTestId('wishlist-button').click()
  await expect(page.getByTestId('wishlist-item')).toContainText(first.name)
  await page.getByTestId('wishlist-remove').click()
  await expect(page.getByTestId('wishlist-item')).toHaveCount(0)
  await expect(page.getByTestId('wishlist-count')).toHaveCount(0)
  await context.setOffline(false)
})

test('axe finds nothing serious on a product page', async ({ page, request }) => {
  const card = await pickProduct(request, discounted)
  await openProduct(page, card)
  await expect(page.getByTestId('reviews')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  // In every language a control's accessible name holds its visible text (a voice-control user says what they see).
  for (const locale of ['vi', 'en', 'ja'] as const) {
    if (locale !== 'vi') await chooseLanguage(page, locale)
    await expect(page.getByTestId('reviews')).toBeVisible()
    const mismatches = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
    expect(
      mismatches.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
      locale,
    ).toEqual([])
  }
})
