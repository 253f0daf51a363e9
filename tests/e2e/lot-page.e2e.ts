import type { Page } from '@playwright/test'
import { approveAuctionRequest, findLot, rivalBids } from './support/auction-api'
import { registerCustomer } from './support/customer-api'
import { definition } from './support/definition'
import { expect, test } from './support/fixtures'

/** Issue 27, "Auction pages tell the truth": a Yahoo Auction lot's page on a phone (390×844) in vi. */
test.use({ viewport: { width: 390, height: 844 } })

/** The bidding panel, a region named by its heading. */
const auctionPanel = (page: Page) => page.getByRole('region', { name: 'Đấu giá', exact: true })
/** The price under the lot's name, read as "Giá: …". */
const titleYen = async (page: Page) => Number(await definition(page, 'Giá').getAttribute('data-yen'))
/** The panel's "Giá hiện tại" (or, once ended, "Giá cuối"). */
const liveYen = async (page: Page) => Number(await definition(auctionPanel(page), /^Giá (hiện tại|cuối)$/).getAttribute('data-yen'))

/** What a lot page never shows: the cart's quantity stepper and buttons, and their "cannot be ordered" line. */
async function expectNoCart(page: Page) {
  await expect(page.getByLabel('Tăng số lượng')).toHaveCount(0)
  await expect(page.getByText('Số lượng', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Mua ngay', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toHaveCount(0)
  await expect(page.getByText('Sản phẩm này hiện chưa thể đặt mua.')).toHaveCount(0)
}

test('a lot page: one live price, the permission request pending with the address book’s phone, my bids marked “Bạn”', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // No buy-now price: a bid of three times the minimum must stay a bid, not buy the lot out.
  const lot = await findLot(request, (card) => (card.bid_count ?? 0) > 0 && card.quick_decision_price === null)
  const { email, token } = await registerCustomer(page, 'lotpage')
  // No phone in the profile, one in the default address.
  const address = await request.post('/api/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế', default: true },
  })
  expect(address.ok(), await address.text()).toBe(true)

  await page.goto(`/other-market/yahoo-auction/${lot.item_ref}`)
  await expect(auctionPanel(page)).toBeVisible()
  await expect.poll(() => titleYen(page)).toBe(await liveYen(page))
  // The market's earlier bids are counted, not "no bids yet".
  const history = page.getByRole('region', { name: /^Lịch sử trả giá/ })
  await expect(history).toContainText(`(${await definition(auctionPanel(page), 'Lượt đấu giá').innerText()} lượt)`)
  await expect(history.getByText('Chưa có lượt trả giá nào.')).toHaveCount(0)

  // The permission request: the phone comes from the default address; once sent, the page waits for staff.
  await page.getByRole('button', { name: 'Đăng ký ngay' }).click()
  const dialog = page.getByRole('dialog', { name: 'Đăng ký quyền đấu giá' })
  await expect(dialog.getByLabel('Số điện thoại')).toHaveValue('0912345678')
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click()
  await expect(dialog).toBeHidden()
  const waiting = page.getByRole('status').filter({ hasText: 'Đang chờ nhân viên duyệt' })
  await expect(waiting).toBeVisible()
  await expect(page.getByRole('button', { name: 'Đăng ký ngay' })).toHaveCount(0)
  await page.reload()
  await expect(waiting).toBeVisible()
  await expect(page.getByRole('button', { name: 'Đăng ký ngay' })).toHaveCount(0)

  // Staff approve; the customer bids: their row in the history says "Bạn".
  await approveAuctionRequest(request, email)
  await page.reload()
  await expect(waiting).toHaveCount(0)
  const minimum = Number(
    await auctionPanel(page)
      .getByText(/^Giá tối thiểu:/)
      .getAttribute('data-yen'),
  )
  await page.getByLabel('Giá tối đa của bạn (¥)').fill(String(minimum * 3))
  await auctionPanel(page).getByRole('button', { name: 'Đặt giá', exact: true }).click()
  await page.getByRole('dialog', { name: 'Xác nhận đấu giá' }).getByRole('button', { name: 'Đồng ý' }).click()
  const answer = page.getByRole('dialog', { name: 'Đấu giá thành công' })
  await answer.getByRole('button', { name: 'Đóng' }).first().click()
  const mine = history.getByRole('listitem').filter({ hasText: 'Bạn' })
  await expect(mine).toHaveCount(1)
  // Leading, my row shows the lot's current price (as the market shows the leader).
  await expect(mine).toContainText((await liveYen(page)).toLocaleString('en-US'))
  await expect.poll(() => titleYen(page)).toBe(await liveYen(page))

  // A rival outbids: both prices on the page move together, without a reload.
  const before = await liveYen(page)
  await rivalBids(request, lot.item_ref, minimum * 6)
  await expect.poll(() => liveYen(page)).toBeGreaterThan(before)
  await expect.poll(async () => (await titleYen(page)) === (await liveYen(page))).toBe(true)
  await expect(history.getByRole('listitem')).not.toHaveCount(0)
  await expect(history.getByRole('listitem').first()).not.toContainText('Bạn')
  await expect(mine).toHaveCount(1)
})

test('a lot without buy-now shows the bid form only; an ended lot shows its final price and result, never a stepper or cart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const open = await findLot(request, (card) => card.quick_decision_price === null)
  await page.goto(`/other-market/yahoo-auction/${open.item_ref}`)
  const panel = auctionPanel(page)
  await expect(panel.getByLabel('Giá tối đa của bạn (¥)')).toBeVisible()
  await expect(panel.getByRole('button', { name: /^Mua ngay với/ })).toHaveCount(0)
  await expectNoCart(page)

  // A lot bought out at its buy-now price (by another customer) has ended.
  const buyNow = await findLot(request, (card) => card.quick_decision_price !== null && card.quick_decision_price <= 30_000, [
    open.item_ref,
  ])
  await rivalBids(request, buyNow.item_ref, buyNow.quick_decision_price!)
  await page.goto(`/other-market/yahoo-auction/${buyNow.item_ref}`)
  await expect(panel).toHaveAttribute('data-ended', 'true')
  await expect(panel.getByText('Giá cuối')).toBeVisible()
  await expect(panel.getByRole('status').filter({ hasText: 'Đã kết thúc: có người thắng' })).toBeVisible()
  await expect(panel.getByLabel('Giá tối đa của bạn (¥)')).toHaveCount(0)
  await expect(panel.getByRole('button', { name: /^Mua ngay với/ })).toHaveCount(0)
  await expectNoCart(page)
  expect(await titleYen(page)).toBe(buyNow.quick_decision_price)
  await expect(page.getByRole('region', { name: /^Lịch sử trả giá/ }).getByRole('listitem')).toHaveCount(1)
})
