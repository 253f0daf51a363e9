import type { APIRequestContext, Page } from '@playwright/test'
import { registerCustomer } from './support/customer-api'
import { definition } from './support/definition'
import { chooseLanguage, expect, test } from './support/fixtures'

/**
 * Issue 27, "One language per screen", on a phone (390×844): an Ecoring lot's page reads in the
 * reader's language with its Japanese original beside it, it can be followed like a Yahoo lot, and the
 * translate view shows the Japanese original next to its translation with a way back.
 */
test.use({ viewport: { width: 390, height: 844 } })

type Lot = {
  id: string
  name: string
  original_name: string
  note: string | null
  description_text: string
  original_description_text: string
}

async function timelimitLot(request: APIRequestContext, language: 'vi' | 'en' | 'ja', id?: string): Promise<Lot> {
  if (id)
    return (await (await request.get(`/catalog/v2/ecoring/detail?id=${id}`, { headers: { 'accept-language': language } })).json()).data
  const list = await (await request.get('/catalog/v2/ecoring?page=1', { headers: { 'accept-language': language } })).json()
  return list.items.at(-1)
}

/** The lot's page: the article its title heads. */
const lotPage = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })

test('an Ecoring lot in Vietnamese with its Japanese original, followed from its page and found under “Đang theo dõi”', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const lot = await timelimitLot(request, 'vi')
  expect(lot.name).not.toBe(lot.original_name)
  // Signed out: a link to sign in and follow instead of the button.
  await page.goto(`/other-market/ecoring/detail/timelimit/${lot.id}`)
  await expect(lotPage(page).getByRole('link', { name: 'Đăng nhập để theo dõi' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Theo dõi', exact: true })).toHaveCount(0)
  await registerCustomer(page, 'ecoring-watch')
  await page.goto(`/other-market/ecoring/detail/timelimit/${lot.id}`)
  const detail = lotPage(page)
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(lot.name)
  await expect(detail.getByText(lot.original_name, { exact: true })).toHaveAttribute('lang', 'ja')
  await expect(definition(detail, 'Ghi chú')).toContainText(lot.note ?? '')
  await expect(detail.getByRole('definition').filter({ hasText: /ランク|中古/ })).toHaveCount(0)
  const description = detail.getByRole('region', { name: 'Mô tả sản phẩm' })
  await expect(description).toContainText(lot.name)
  // The Japanese description, folded away under its summary.
  const original = description.getByRole('group').getByText(lot.original_name)
  await expect(original).toBeHidden()
  await detail.getByText('Bản gốc tiếng Nhật').click()
  await expect(original).toBeVisible()

  const follow = detail.getByRole('button', { name: 'Theo dõi', exact: true })
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.click()
  const unfollow = detail.getByRole('button', { name: 'Bỏ theo dõi' })
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/customer/watchlist')
  const rows = page.getByRole('list', { name: 'Phiên đang theo dõi' }).getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().getByRole('link', { name: lot.name })).toBeVisible()
  await expect(rows.first().getByTestId('countdown')).toHaveAttribute('data-seconds-left', /\d+/)
  await rows.first().getByRole('link', { name: lot.name }).click()
  await expect(page).toHaveURL(new RegExp(`/other-market/ecoring/detail/timelimit/${lot.id}$`))
  await unfollow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
})

test('in English: the Ecoring list and lot page name the lot in English, the Japanese original beside', async ({ page, request }) => {
  const [vi, en] = await Promise.all([timelimitLot(request, 'vi'), timelimitLot(request, 'en')])
  expect(en.id).toBe(vi.id)
  await page.goto('/')
  await chooseLanguage(page, 'en')
  await page.goto('/other-market/ecoring?tab=timelimit')
  await expect(page.getByRole('main').getByRole('link', { name: en.name, exact: true }).first()).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(vi.name)
  await page.goto(`/other-market/ecoring/detail/timelimit/${en.id}`)
  const detail = lotPage(page)
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(en.name)
  await expect(detail.getByText(en.original_name, { exact: true })).toHaveAttribute('lang', 'ja')
  await expect(definition(detail, 'Note')).toContainText(en.note ?? '')
  const description = detail.getByRole('region', { name: 'Description' })
  await expect(description).toContainText(en.name)
  await detail.getByText('Japanese original').click()
  await expect(description.getByRole('group').getByText(en.original_name)).toBeVisible()
})

test('the translate view shows the Japanese original next to the translation, and leads back to the item', async ({ page, context }) => {
  await page.goto('/other-market/1/seller-shop/tonoike')
  await page.getByTestId('market-list').getByTestId('market-card').first().getByRole('link').first().click()
  // The item's page: the only one that offers its translation.
  const translate = page.getByRole('link', { name: 'Xem bản dịch (cửa sổ mới)' })
  await expect(translate).toBeVisible()
  const itemUrl = page.url()
  const [translation] = await Promise.all([context.waitForEvent('page'), translate.click()])
  await translation.waitForLoadState()
  const view = translation.getByRole('article')
  const original = view.getByRole('region', { name: 'Bản gốc tiếng Nhật' })
  const translated = view.getByRole('region', { name: 'Bản dịch' })
  await expect(original.locator('p[lang="ja"]')).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/)
  await expect(translated).toContainText('Nhà sản xuất')
  // On a phone the two read one above the other, the original first.
  const [originalBox, translatedBox] = await Promise.all([original.boundingBox(), translated.boundingBox()])
  expect(originalBox!.y).toBeLessThan(translatedBox!.y)
  await view.getByRole('link', { name: '← Quay lại sản phẩm' }).click()
  await expect(translation).toHaveURL(itemUrl)
  await expect(translation.getByRole('heading', { level: 1 })).toBeVisible()
})
