import type { APIRequestContext } from '@playwright/test'
import { approveAuctionRequest, customerId, findLot, rivalBids } from './support/auction-api'
import { placeOrder } from './support/customer-api'
import { expect, test } from './support/fixtures'
import { createAccount, signInOnPage } from './support/staff'

test.use({ viewport: { width: 390, height: 844 } })

type FeedEntry = { id: number; kind: string; read: boolean; title: string; url: string }
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
  // The bell's name says how many are unread, as its badge shows.
  const bell = page.getByRole('button', { name: /^Thông báo(: \d+ chưa đọc)?$/ })
  const unreadNamed = (count: number) => `Thông báo: ${count} chưa đọc`
  await expect(bell).toHaveAccessibleName(unreadNamed(feed.unread_count))
  await expect(bell.getByText(String(feed.unread_count), { exact: true })).toBeVisible()
  await bell.click()
  // The bell's panel (a region named as the bell) holds one region per group.
  const groups = page.getByRole('region', { name: unreadNamed(feed.unread_count) }).getByRole('region')
  await expect(groups.first()).toHaveAccessibleName(/^Đấu giá/)
  await expect(groups.first().getByRole('heading', { level: 3 })).toContainText('Đấu giá')
  const auctionGroup = page.getByRole('region', { name: /^Đấu giá/ })
  const ordersGroup = page.getByRole('region', { name: /^Đơn hàng và kho/ })
  await expect(ordersGroup.getByRole('listitem')).toHaveCount(3)
  await expect(ordersGroup.getByRole('heading', { level: 3 })).toContainText('3 chưa đọc')
  // An unread entry's link is read out as "Unread: …".
  const outbidEntry = auctionGroup.getByRole('link', { name: outbid.title })
  await expect(outbidEntry).toHaveAccessibleName(/^Chưa đọc:/)
  const auctionBox = await auctionGroup.boundingBox()
  const ordersBox = await ordersGroup.boundingBox()
  expect(auctionBox!.y).toBeLessThan(ordersBox!.y)
  // Opening the panel read nothing.
  await expect(bell).toHaveAccessibleName(unreadNamed(feed.unread_count))

  // ── A warehouse entry tapped: that one is read, the outbid is not ──
  const tapped = ordersGroup.getByRole('listitem').first().getByRole('link')
  await expect(tapped).toHaveAttribute('href', `/customer/orders/${orderId}`)
  await tapped.click()
  await expect(page).toHaveURL(new RegExp(`/customer/orders/${orderId}$`))
  await expect(bell).toHaveAccessibleName(unreadNamed(feed.unread_count - 1))
  await expect.poll(async () => (await feedOf(request, authorization)).unread_count).toBe(feed.unread_count - 1)
  await page.reload()
  await expect(bell).toHaveAccessibleName(unreadNamed(feed.unread_count - 1))
  await expect(bell.getByText(String(feed.unread_count - 1), { exact: true })).toBeVisible()
  await bell.click()
  await expect(outbidEntry).toHaveAccessibleName(/^Chưa đọc:/)
  await expect(ordersGroup.getByRole('listitem').first().getByRole('link')).not.toHaveAccessibleName(/^Chưa đọc:/)
  await expect(ordersGroup.getByRole('listitem').nth(1).getByRole('link')).toHaveAccessibleName(/^Chưa đọc:/)
  await expect(ordersGroup.getByRole('heading', { level: 3 })).toContainText('2 chưa đọc')

  // ── Mark all read ──
  await page.getByRole('button', { name: 'Đánh dấu đã đọc tất cả' }).click()
  await expect(bell).toHaveAccessibleName('Thông báo')
  await expect(bell.getByText(/^\d+\+?$/)).toHaveCount(0)
  await expect(outbidEntry).not.toHaveAccessibleName(/^Chưa đọc:/)
  await expect(page.getByRole('button', { name: 'Đánh dấu đã đọc tất cả' })).toHaveCount(0)
  await expect.poll(async () => (await feedOf(request, authorization)).unread_count).toBe(0)
})
