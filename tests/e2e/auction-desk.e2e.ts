import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { formatYen } from '@shared/money/money'
import { expect, test } from './support/fixtures'
import { type Account, createAccount, makeStaff, signInOnPage } from './support/staff'

// Phone size: the desk is worked from a phone.
test.use({ viewport: { width: 390, height: 844 } })

type ListingCard = { item_ref: string; end_time: number | null; sale_status: string; quick_decision_price: number | null }
type LotState = { current_price: number; minimum_bid: number; leader: string | null }

/** An open Yahoo Auction listing of the demo mirror without buy-now that ends in more than two hours: the last such of the first pages (the auctions e2e takes the first). */
async function openAuction(request: APIRequestContext): Promise<string> {
  const later = Date.now() / 1000 + 2 * 3600
  let chosen: string | null = null
  for (let page = 1; page <= 3; page++) {
    const response = await request.get(`/catalog/v3/yahoo-auction?page=${page}`)
    expect(response.ok()).toBe(true)
    const items = ((await response.json()) as { items: ListingCard[] }).items
    for (const item of items)
      if (item.sale_status === 'on_sale' && item.quick_decision_price === null && item.end_time !== null && item.end_time > later)
        chosen = item.item_ref
  }
  if (!chosen) throw new Error('the demo mirror needs an open Yahoo Auction listing')
  return chosen
}

async function lotState(request: APIRequestContext, itemRef: string): Promise<LotState> {
  const response = await request.get(`/catalog/auction/state?id=${itemRef}`)
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: LotState }).data
}

/** A customer who may bid on Yahoo Auction (asked, and approved by staff over the API). */
async function bidder(request: APIRequestContext, staff: Account) {
  const account = await createAccount(request, 'e2e-desk-bidder')
  const authorization = `Bearer ${account.token}`
  const me = ((await (await request.get('/api/users/me', { headers: { authorization } })).json()) as { data: { id: number } }).data
  const asked = await request.post('/catalog/request-permission/create', {
    headers: { authorization },
    data: { supplier_name: 'yahoo-auction', tel: '0987654321', slug: account.email, user_id: me.id },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  const staffAuth = { authorization: `Bearer ${staff.token}` }
  const pending = await request.get('/api/admin/permission-requests?status=pending', { headers: staffAuth })
  const requests = ((await pending.json()) as { data: { id: number; customer: { email: string | null } }[] }).data
  const mine = requests.find((entry) => entry.customer.email === account.email)!
  expect((await request.post(`/api/admin/permission-requests/${mine.id}/approve`, { headers: staffAuth })).ok()).toBe(true)
  // Money for the deposit a leading bid holds (AUCTION_DEPOSIT_PERCENT of its maximum), as a bank transfer staff record.
  const reference = `E2E-DESK-${randomUUID()}`
  const deposit = await request.post('/api/admin/wallet-transactions', {
    headers: { ...staffAuth, 'idempotency-key': reference },
    data: { customer_id: me.id, currency_id: 'VND', kind: 'deposit', amount: 10_000_000, bank_reference: reference },
  })
  expect(deposit.status(), await deposit.text()).toBe(201)
  return {
    authorization,
    bid: async (itemRef: string, price: number) => {
      const response = await request.post('/catalog/auction/bid', {
        headers: { authorization },
        data: { url: itemRef, user_id: me.id, price },
      })
      expect(response.ok(), await response.text()).toBe(true)
    },
  }
}

/** The desk's card of the lot (found by its Yahoo link). */
function lotCard(page: Page, itemRef: string): Locator {
  return page.getByRole('article').filter({ has: page.locator(`a[href*="${itemRef}"]`) })
}

/** Opens an action's dialog on the card, fills it, checks old → new, confirms, and waits for it to close. */
async function confirmAction(
  page: Page,
  card: Locator,
  button: string,
  title: string,
  fill: (dialog: Locator) => Promise<void>,
  change: RegExp,
) {
  await card.getByRole('button', { name: button, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await fill(dialog)
  // What the action changes, old → new, announced in the dialog before it is confirmed.
  await expect(dialog.getByRole('status').filter({ hasText: change })).toBeVisible()
  await dialog.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(dialog).toBeHidden()
}

/** The lot's state on the desk, its badge (a status): "Cần đặt giá" (to place) or "Đã đặt" (placed). */
const deskStatus = (card: Locator) => card.getByRole('status')

test('auction desk on a phone: the bid to place, placed, a higher Yahoo price outbids the customer, they bid again, won at ¥P makes one order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const staff = await makeStaff(request, await createAccount(request, 'e2e-desk-staff'))
  const itemRef = await openAuction(request)
  const customer = await bidder(request, staff)
  const first = (await lotState(request, itemRef)).minimum_bid + 2000
  await customer.bid(itemRef, first)

  await signInOnPage(page, staff.email)
  await page.goto('/admin/auctions')
  await expect(page.getByRole('heading', { level: 1, name: 'Bàn đấu giá' })).toBeVisible()
  const card = lotCard(page, itemRef)
  await expect(deskStatus(card)).toHaveText('Cần đặt giá')
  await expect(card).toContainText(formatYen(first))
  await expect(card.getByRole('link', { name: 'Mở trang Yahoo' })).toHaveAttribute('href', new RegExp(itemRef))
  const axe = await new AxeBuilder({ page }).analyze()
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  // Placed ¥first at Yahoo (the dialog proposes the shop's bid).
  await confirmAction(
    page,
    card,
    'Đã đặt giá',
    'Đã đặt giá trên Yahoo',
    async (dialog) => await expect(dialog.getByLabel('Số tiền đã đặt (¥)')).toHaveValue(String(first)),
    new RegExp(`chưa đặt → ${formatYen(first)}`),
  )
  await expect(deskStatus(card)).toHaveText('Đã đặt')

  // Yahoo's price is now above the customer's maximum: outbid in the engine (the outside bidder leads).
  const yahooPrice = first + 1000
  await confirmAction(
    page,
    card,
    'Giá Yahoo mới',
    'Giá Yahoo hiện tại',
    (dialog) => dialog.getByLabel('Giá Yahoo hiện tại (¥)').fill(String(yahooPrice)),
    new RegExp(`→ ${formatYen(yahooPrice)}`),
  )
  await expect(card).toContainText('Không (Yahoo đang dẫn)')
  expect((await lotState(request, itemRef)).leader).toBe('y***')
  const notices = await request.get('/api/notifications', { headers: { authorization: customer.authorization } })
  expect(JSON.stringify(await notices.json())).toContain('outbid')

  // The customer bids again: a changed lot, labelled in words, with the new bid to place.
  const second = yahooPrice + 3000
  await customer.bid(itemRef, second)
  await page.reload()
  await expect(deskStatus(card)).toHaveText('Cần đặt giá')
  await expect(card).toContainText('Đã thay đổi')
  await expect(card).toContainText(formatYen(second))

  // Won at Yahoo (early, before the end here) at ¥won: one order for the customer at that price.
  const won = yahooPrice + 500
  await confirmAction(
    page,
    card,
    'Ghi kết quả',
    'Kết quả trên Yahoo',
    async (dialog) => {
      await dialog.getByRole('radio', { name: 'Thắng' }).check()
      await dialog.getByLabel('Giá thắng (¥)').fill(String(won))
      await dialog.getByLabel('Yahoo đã kết thúc phiên này sớm').check()
    },
    new RegExp(`→ ${formatYen(won)}`),
  )
  await expect(card).toHaveCount(0)
  const orders = await request.get('/api/orders?append=first_item', { headers: { authorization: customer.authorization } })
  const list = ((await orders.json()) as { data: { id: number; first_item: { price: number } | null }[] }).data
  expect(list).toHaveLength(1)
  expect(list[0].first_item?.price).toBe(won)
})
