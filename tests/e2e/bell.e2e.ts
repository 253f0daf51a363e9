import type { APIRequestContext } from '@playwright/test'
import { approveAuctionRequest, customerId, findLot, rivalBids } from './support/auction-api'
import { placeOrder } from './support/customer-api'
import { expect, test } from './support/fixtures'
import { createAccount, signInOnPage } from './support/staff'

test.use({ viewport: { width: 390, height: 844 } })

type FeedEntry = { id: number; kind: string; read: boolean }
type Feed = { data: FeedEntry[]; unread_count: number; groups: { group: string; unread_count: number }[] }

async function feedOf(request: APIRequestContext, authorization: string): Promise<Feed> {
  const response = await request.get('/api/notifications', { headers: { authorization } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Feed
}

test('the bell: auction events above later warehouse notices; an entry opened reads that one only, the outbid stays unread until "mark all read"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // ── An outbid (a rival bids over the customer), then an order whose warehouse trail comes after it ──
  const account = await createAccount(request, 'e2e-bell')
  const authorization = `Bearer ${account.token}`
  const id = await customerId(request, account.token)
  const asked = await request.post('/catalog/request-permission/create', {
    headers: { authorization },
    data: { supplier_name: 'yahoo-auction', tel: '0987654321', user_id: id },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  await approveAuctionRequest(request, account.email)
  const lot = await findLot(request, (card) => card.quick_decision_price === null)
  const state = await request.get(`/catalog/auction/state?id=${lot.item_ref}`)
  const minimum = ((await state.json()) as { data: { minimum_bid: number } }).data.minimum_bid
  const bid = await request.post('/catalog/auction/bid', {
    headers: { authorization },
    data: { url: lot.item_ref, user_id: id, price: minimum },
  })
  expect(bid.ok(), await bid.text()).toBe(true)
  await rivalBids(request, lot.item_ref, minimum + 20_000)
  await expect.poll(async () => (await feedOf(request, authorization)).data.some((entry) => entry.kind === 'outbid')).toBe(true)
  const orderId = await placeOrder(request, account.token)
  await expect
    .poll(async () => (await feedOf(request, authorization)).data.filter((entry) => entry.kind === 'warehouse').length, { timeout: 30_000 })
    .toBe(3)
  const feed = await feedOf(request, authorization)
  const outbid = feed.data.find((entry) => entry.kind === 'outbid')!
  // The warehouse notices are newer than the outbid.
  expect(feed.data.filter((entry) => entry.kind === 'warehouse').every((entry) => entry.id > outbid.id)).toBe(true)

  // ── The bell on a phone, in vi: groups, auction events first ──
  await signInOnPage(page, account.email)
  await page.goto('/customer/orders')
  const badge = page.getByTestId('notifications-unread')
  await expect(badge).toHaveText(String(feed.unread_count))
  const bell = page.getByRole('button', { name: `Thông báo: ${feed.unread_count} chưa đọc` })
  await bell.click()
  const groups = page.getByTestId('notification-group')
  await expect(groups.first()).toHaveAttribute('data-group', 'auction')
  await expect(groups.first().getByRole('heading', { level: 3 })).toContainText('Đấu giá')
  const auctionGroup = page.getByRole('region', { name: /^Đấu giá/ })
  const ordersGroup = page.getByRole('region', { name: /^Đơn hàng và kho/ })
  await expect(ordersGroup.getByTestId('notification-item')).toHaveCount(3)
  await expect(ordersGroup.getByRole('heading', { level: 3 })).toContainText('3 chưa đọc')
  const outbidEntry = auctionGroup.locator(`[data-testid="notification-item"][data-kind="outbid"]`)
  await expect(outbidEntry).toHaveAttribute('data-read', 'false')
  const auctionBox = await auctionGroup.boundingBox()
  const ordersBox = await ordersGroup.boundingBox()
  expect(auctionBox!.y).toBeLessThan(ordersBox!.y)
  // Opening the panel read nothing.
  await expect(badge).toHaveText(String(feed.unread_count))

  // ── A warehouse entry tapped: that one is read, the outbid is not ──
  const tapped = ordersGroup.getByTestId('notification-item').first()
  const tappedId = await tapped.evaluate((item) => item.querySelector('a')?.getAttribute('href'))
  expect(tappedId).toBe(`/customer/orders/${orderId}`)
  await tapped.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/customer/orders/${orderId}$`))
  await expect(badge).toHaveText(String(feed.unread_count - 1))
  await expect.poll(async () => (await feedOf(request, authorization)).unread_count).toBe(feed.unread_count - 1)
  await page.reload()
  await expect(badge).toHaveText(String(feed.unread_count - 1))
  await page.getByTestId('notifications-button').click()
  await expect(outbidEntry).toHaveAttribute('data-read', 'false')
  await expect(ordersGroup.getByTestId('notification-item').first()).toHaveAttribute('data-read', 'true')
  await expect(ordersGroup.getByTestId('notification-item').nth(1)).toHaveAttribute('data-read', 'false')
  await expect(ordersGroup.getByRole('heading', { level: 3 })).toContainText('2 chưa đọc')

  // ── Mark all read ──
  await page.getByRole('button', { name: 'Đánh dấu đã đọc tất cả' }).click()
  await expect(badge).toHaveCount(0)
  await expect(outbidEntry).toHaveAttribute('data-read', 'true')
  await expect(page.getByRole('button', { name: 'Đánh dấu đã đọc tất cả' })).toHaveCount(0)
  await expect.poll(async () => (await feedOf(request, authorization)).unread_count).toBe(0)
})
