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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The product on the page: the article holding its name as the page's heading. */
const productArticle = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })
const reviewsRegion = (page: Page, name = 'Đánh giá sản phẩm') => page.getByRole('region', { name })
const quantityInput = (page: Page) => page.getByRole('textbox', { name: 'Số lượng' })
const addToCart = (page: Page) => page.getByRole('button', { name: 'Thêm vào giỏ hàng' })
/** The header's wishlist button: its name says how many products are saved. */
const wishlistButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Danh sách yêu thích/ })
const wishlistItems = (page: Page) => page.getByRole('region', { name: /^Danh sách yêu thích/ }).getByRole('listitem')
const wishlistToggle = (page: Page) => page.getByRole('button', { name: /^(Đã thêm|Thêm) vào yêu thích$/ })

/** The badge above the name shows the sale status; a product tag of the same name shows it once more. */
async function statusShownTimes(request: APIRequestContext, id: number, status: string): Promise<number> {
  const tags = (await productDetail(request, id)).tags ?? []
  return 1 + tags.filter((tag) => productTagName(tag.id, 'vi') === status).length
}

async function openProduct(page: Page, product: Pick<ProductCard, 'id' | 'shop_id' | 'name'>) {
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
}

async function signUp(page: Page) {
  const email = `pd-${randomUUID().slice(0, 8)}@example.com`
  const password = 'e2e-secret-123'
  await page.goto('/register')
  const register = page.getByRole('main')
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
  const product = productArticle(page)
  await expect(product.getByText(formatYenAsDong(card.price, rate), { exact: true })).toBeVisible()
  await expect(product.getByText(formatYen(card.price), { exact: true })).toBeVisible()
  // The initial price is struck through (an <s> element) and read out as the original price.
  const initial = product.getByText(new RegExp(`^Giá gốc: ${escapeRegExp(formatYenAsDong(card.initial_price, rate))}$`))
  await expect(initial).toBeVisible()
  expect(await initial.evaluate((element) => element.tagName)).toBe('S')
  await expect(product.getByText(`-${discountPercent(card.price, card.initial_price)}%`, { exact: true })).toBeVisible()

  const tags = detail.tags ?? []
  const tagList = product.getByRole('list', { name: 'Nhãn sản phẩm' })
  await expect(tagList.getByRole('listitem')).toHaveCount(tags.length)
  for (const tag of tags) await expect(tagList.getByText(productTagName(tag.id, 'vi'), { exact: true })).toBeVisible()
  // Each fact beside its term in the information list.
  const information = product.getByRole('region', { name: 'Thông tin sản phẩm' })
  await expect(information).toContainText(new RegExp(`Mã sản phẩm\\s*${card.id}(?!\\d)`))
  if (detail.origin) await expect(information).toContainText(new RegExp(`Xuất xứ\\s*${escapeRegExp(detail.origin.name)}`))

  // The description is folded on a phone; 'Views more' unfolds the body it controls.
  const toggle = product.getByRole('region', { name: 'Mô tả sản phẩm' }).getByRole('button')
  await expect(toggle).toHaveText('Xem thêm')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const body = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(body).toHaveAttribute('data-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveText('Thu gọn')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(body).toHaveAttribute('data-expanded', 'true')

  // Gallery arrows move between pictures when there are several (the picture's name says which).
  const pictures = (detail.images ?? []).length
  if (pictures > 1) {
    const gallery = product.getByRole('region', { name: 'Hình ảnh sản phẩm' })
    const picture = gallery.getByRole('img')
    await expect(picture).toHaveAccessibleName(`${card.name} – ảnh 1 / ${pictures}`)
    await gallery.getByRole('button', { name: 'Ảnh sau' }).click()
    await expect(picture).toHaveAccessibleName(`${card.name} – ảnh 2 / ${pictures}`)
    await gallery.getByRole('button', { name: 'Ảnh trước' }).click()
    await expect(picture).toHaveAccessibleName(`${card.name} – ảnh 1 / ${pictures}`)
  }

  // On sale: the buying buttons work (their flow is in cart.e2e.ts).
  await expect(page.getByRole('button', { name: 'Mua ngay' })).toBeEnabled()
  await expect(addToCart(page)).toBeEnabled()
})

test('the quantity stepper keeps to whole numbers of at least 1, and is disabled when the product cannot be bought', async ({
  page,
  request,
}) => {
  const products = await seededProducts(request)
  const card = products.find(onSale)!
  await openProduct(page, card)
  const input = quantityInput(page)
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
    await expect(productArticle(page).getByText('Hết hàng', { exact: true })).toHaveCount(
      await statusShownTimes(request, soldOut.id, 'Hết hàng'),
    )
    await expect(quantityInput(page)).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Tăng số lượng' })).toBeDisabled()
    await expect(addToCart(page)).toBeDisabled()
    // The reason is said beside the buttons, and is what describes them.
    await expect(page.getByText('Sản phẩm này hiện chưa thể đặt mua.', { exact: true })).toBeVisible()
    await expect(addToCart(page)).toHaveAccessibleDescription('Sản phẩm này hiện chưa thể đặt mua.')
  }
  const comingSoon = products.find((product) => product.sale_status === 'coming_soon')
  if (comingSoon) {
    await openProduct(page, comingSoon)
    await expect(productArticle(page).getByText('Sắp có hàng', { exact: true })).toHaveCount(
      await statusShownTimes(request, comingSoon.id, 'Sắp có hàng'),
    )
    await expect(productArticle(page).getByText('Chưa cập nhật giá', { exact: true })).toBeVisible()
    await expect(quantityInput(page)).toBeDisabled()
  }
  expect(soldOut ?? comingSoon).toBeDefined()
})

test('Share copies the product link and reads Copied for about 2 seconds', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const card = await pickProduct(request, onSale)
  await openProduct(page, card)
  const share = page.getByRole('button', { name: /^(Chia sẻ|Đã sao chép)/ })
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
  const notFound = page.getByRole('main').getByText('Không tìm thấy sản phẩm', { exact: true })
  await expect(notFound).toBeVisible()
  await expect(page.getByRole('link', { name: 'Xem các sản phẩm khác' })).toHaveAttribute('href', '/products')
  await page.goto('/products/ikom/not-a-number')
  await expect(notFound).toBeVisible()
})

test('a visitor is sent to sign in; a signed-in customer leaves a review that shows as plain text, counts, and translates once', async ({
  page,
  request,
}) => {
  const card = await pickProduct(request, (product) => onSale(product) && product.reviews_count === 0)
  await openProduct(page, card)
  const detail = productArticle(page)
  const reviews = reviewsRegion(page)
  // The count under the name links to the reviews.
  const reviewsLink = detail.getByRole('link', { name: /đánh giá$/ })
  await expect(reviewsLink).toHaveText('Chưa có đánh giá')
  await expect(reviewsLink).toHaveAttribute('href', '#reviews')
  await expect(reviews.getByText('Chưa có đánh giá', { exact: true }).first()).toBeVisible()
  // Without reviews no score anywhere (whatever star the product row holds): no stars, no figure, no star rows.
  await expect(detail.getByRole('img', { name: /trên 5 sao/ })).toHaveCount(0)
  await expect(detail.getByRole('meter')).toHaveCount(0)
  await expect(reviews.getByText('/5')).toHaveCount(0)
  await reviews.getByRole('button', { name: 'Viết đánh giá' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)

  await signUp(page)
  await openProduct(page, card)
  await reviews.getByRole('button', { name: 'Viết đánh giá' }).click()
  const dialog = page.getByRole('dialog', { name: 'Viết đánh giá' })
  await expect(dialog).toBeVisible()
  const stars = dialog.getByRole('combobox', { name: 'Số sao' })
  const commentBox = dialog.getByRole('textbox', { name: 'Nội dung đánh giá' })
  const send = dialog.getByRole('button', { name: 'Gửi đánh giá' })
  await expect(stars).toHaveValue('5')
  await send.click()
  // The error is shown under the box and describes it.
  await expect(dialog.getByText('Vui lòng nhập nội dung đánh giá.', { exact: true })).toBeVisible()
  await expect(commentBox).toHaveAccessibleDescription('Vui lòng nhập nội dung đánh giá.')
  await expect(commentBox).toHaveAttribute('aria-invalid', 'true')

  const comment = `とても良い商品です <b>${randomUUID().slice(0, 6)}</b>`
  await stars.selectOption('4')
  await commentBox.fill(comment)
  await send.click()
  await expect(dialog).toBeHidden()

  await expect(reviewsLink).toHaveAccessibleName(/^4 trên 5 sao\s*1 đánh giá$/)
  await expect(reviews.getByText('1 đánh giá', { exact: true })).toBeVisible()
  await expect(reviews.getByText('4.0', { exact: true })).toBeVisible()
  await expect(reviews.getByText('/5', { exact: true })).toBeVisible()
  await expect(detail.getByRole('img', { name: '4 trên 5 sao' }).first()).toBeVisible()
  await expect(reviews.getByRole('meter', { name: '4 sao: 1 đánh giá' })).toHaveAttribute('aria-valuenow', '100')
  const review = reviews.getByRole('list', { name: 'Đánh giá mới nhất' }).getByRole('listitem').first()
  // Shown as text: the angle brackets are visible and no <b> element was made.
  const commentText = review.getByRole('paragraph').first()
  await expect(commentText).toHaveText(comment)
  await expect(review.locator('b')).toHaveCount(0)

  // Translate switches once: the link goes away and the result (here the local provider's original) stays.
  await review.getByRole('button', { name: 'Dịch' }).click()
  await expect(review.getByText(/đây là nội dung gốc\.$/)).toBeVisible()
  await expect(review.getByRole('button', { name: /^(Dịch|Đang dịch…)$/ })).toHaveCount(0)
  await expect(commentText).toHaveText(comment)
})

test('the wishlist keeps a product across reloads, follows other product pages and opens offline', async ({ page, context, request }) => {
  const products = (await seededProducts(request)).filter(onSale)
  const [first, second] = products
  await openProduct(page, first)
  await waitForServiceWorkerControl(page)
  const toggle = wishlistToggle(page)
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(toggle).toHaveAccessibleName('Thêm vào yêu thích')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle).toHaveAccessibleName('Đã thêm vào yêu thích')
  // The header's badge shows the count, and the button's name says it in words.
  await expect(wishlistButton(page)).toHaveAccessibleName('Danh sách yêu thích: 1 sản phẩm')
  await expect(wishlistButton(page)).toHaveText('1')

  await page.reload()
  await expect(wishlistToggle(page)).toHaveAttribute('aria-pressed', 'true')
  await wishlistButton(page).click()
  const item = wishlistItems(page)
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(first.name)
  await wishlistButton(page).click()

  // Another product, then back through the dropdown: the page follows the id without a reload.
  await openProduct(page, second)
  await expect(wishlistToggle(page)).toHaveAttribute('aria-pressed', 'false')
  await wishlistButton(page).click()
  await wishlistItems(page).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${productPath(first)}$`))
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
  await expect(productArticle(page)).toHaveAttribute('data-product-id', String(first.id))

  // Offline, the page is what the app saved: wait until the product's query is in it.
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(['product-detail', 'vi', first.id])
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await wishlistButton(page).click()
  await expect(wishlistItems(page)).toContainText(first.name)
  await page.getByRole('button', { name: `Bỏ ${first.name} khỏi danh sách yêu thích` }).click()
  await expect(wishlistItems(page)).toHaveCount(0)
  await expect(wishlistButton(page)).toHaveAccessibleName('Danh sách yêu thích')
  await expect(wishlistButton(page)).not.toContainText(/\d/)
  await context.setOffline(false)
})

const REVIEWS_TITLE = { vi: 'Đánh giá sản phẩm', en: 'Product reviews', ja: '商品レビュー' }

test('axe finds nothing serious on a product page', async ({ page, request }) => {
  const card = await pickProduct(request, discounted)
  await openProduct(page, card)
  await expect(reviewsRegion(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  // In every language a control's accessible name holds its visible text (a voice-control user says what they see).
  for (const locale of ['vi', 'en', 'ja'] as const) {
    if (locale !== 'vi') await chooseLanguage(page, locale)
    await expect(reviewsRegion(page, REVIEWS_TITLE[locale])).toBeVisible()
    const mismatches = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
    expect(
      mismatches.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
      locale,
    ).toEqual([])
  }
})
