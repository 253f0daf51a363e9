import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import type { WonLot } from '@shared/auctions/won-lot'
import { formatDong } from '@shared/money/money'
import { approveAuctionRequest, customerId, findLot } from './support/auction-api'
import { definition } from './support/definition'
import { expect, test } from './support/fixtures'
import { createAccount, signInOnPage } from './support/staff'

/**
 * After winning (issue 27), on a phone in Vietnamese: the won notification opens one page that says what
 * happens next — the lot and its price, the order's code, the steps with "pay by …" current, what is owed
 * now with the deposit already applied — and its Pay button opens the order's payment page.
 */
test.use({ viewport: { width: 390, height: 844 } })

type FeedEntry = { kind: string; url: string }

async function wonUrl(request: APIRequestContext, authorization: string): Promise<string | null> {
  const response = await request.get('/api/notifications', { headers: { authorization } })
  const feed = (await response.json()) as { data: FeedEntry[] }
  return feed.data.find((entry) => entry.kind === 'won')?.url ?? null
}

test('won a lot: the notification opens what happens next, and its Pay button the order’s payment page', async ({ page, request }) => {
  test.setTimeout(120_000)
  // ── A customer with an address and the auction permission buys a lot out (it is won at once) ──
  const account = await createAccount(request, 'e2e-won-next')
  const authorization = `Bearer ${account.token}`
  const id = await customerId(request, account.token)
  const address = await request.post('/api/addresses', {
    headers: { authorization },
    data: { consignee: 'Trần Thị Bình', tel: '0912345678', ward_id: '00001', address_detail: '8 Lý Thường Kiệt' },
  })
  expect(address.ok(), await address.text()).toBe(true)
  const asked = await request.post('/catalog/request-permission/create', {
    headers: { authorization },
    data: { supplier_name: 'yahoo-auction', tel: '0912345678', user_id: id },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  await approveAuctionRequest(request, account.email)
  // A buy-now price whose deposit the staff's 10,000,000 đ covers (20 % of ¥100,000 is about 3,500,000 đ).
  const lot = await findLot(request, (card) => card.quick_decision_price !== null && card.quick_decision_price <= 100_000)
  const bought = await request.post('/catalog/auction/bid', {
    headers: { authorization },
    data: { url: lot.item_ref, user_id: id, price: lot.quick_decision_price },
  })
  expect(bought.ok(), await bought.text()).toBe(true)
  // The closing job runs right after the buy-out and tells the winner.
  await expect.poll(() => wonUrl(request, authorization), { timeout: 60_000 }).toMatch(/^\/customer\/won\/\d+$/)
  const orderId = Number((await wonUrl(request, authorization))!.split('/').at(-1))
  const won = ((await (await request.get(`/api/auction/won/${orderId}`, { headers: { authorization } })).json()) as { data: WonLot }).data
  expect(won.deposit_applied).toBeGreaterThan(0)

  // ── The bell: the won notification says pay by when, and opens the page ──
  await signInOnPage(page, account.email)
  await page.goto('/customer/orders')
  await page.getByTestId('notifications-button').click()
  const wonEntry = page.getByRole('region', { name: /^Đấu giá/ }).getByRole('link', { name: /Bạn đã thắng đấu giá/ })
  await expect(wonEntry).toContainText('Hãy thanh toán trước')
  await wonEntry.click()
  await expect(page).toHaveURL(new RegExp(`/customer/won/${orderId}$`))

  // ── What happens next ──
  await expect(page.getByRole('heading', { level: 1, name: 'Bạn đã thắng đấu giá' })).toBeVisible()
  await expect(page.getByRole('link', { name: `Đơn hàng ${won.order.code}` })).toHaveAttribute('href', `/customer/orders/${orderId}`)
  await expect(page.getByText(/^Giá thắng: /)).toBeVisible()
  const steps = page.getByRole('region', { name: 'Tiếp theo là gì' })
  await expect(steps.getByRole('listitem')).toHaveCount(5)
  const current = steps.getByRole('listitem').and(page.locator('[aria-current="step"]'))
  await expect(current).toHaveCount(1)
  await expect(current).toContainText('Thanh toán trước')
  await expect(current).toContainText('(bước hiện tại)')
  await expect(steps.getByText(`Chúng tôi mua lô hàng trên ${won.lot.venue_name}`)).toBeVisible()
  const money = page.getByRole('region', { name: 'Số tiền cần trả' })
  await expect(definition(money, 'Tiền cọc đã trừ vào đơn')).toHaveText(formatDong(won.deposit_applied))
  await expect(definition(money, 'Còn phải trả')).toHaveText(formatDong(won.order.amount_due))
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(serious.map((violation) => violation.id)).toEqual([])

  // ── Pay: the order's payment page, for what is due now ──
  await money.getByRole('link', { name: 'Thanh toán', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/payment-information\\?.*order_id=${orderId}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin thanh toán' })).toBeVisible()

  // The auction log's won entry leads to the same page.
  await page.goto('/customer/auction-log')
  const entry = page.getByTestId('auction-log').getByTestId('auction-log-item').first()
  await expect(entry.getByRole('link', { name: 'Tiếp theo là gì' })).toHaveAttribute('href', `/customer/won/${orderId}`)
})
