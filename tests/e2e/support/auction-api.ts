import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { type Account, createAccount, makeStaff } from './staff'

/** Auction set-up through the API for lot-page tests: listings of the demo mirror, permissions granted by staff, bids. */

export type ListingCard = {
  item_ref: string
  end_time: number | null
  sale_status: string
  bid_count: number | null
  quick_decision_price: number | null
}

/** The first open Yahoo Auction listing (ending in more than two hours, not bid on by our customers) that `fits`. */
export async function findLot(request: APIRequestContext, fits: (card: ListingCard) => boolean, skip: readonly string[] = []) {
  const later = Date.now() / 1000 + 2 * 3600
  for (let page = 1; page <= 30; page++) {
    const response = await request.get(`/catalog/v3/yahoo-auction?page=${page}`)
    expect(response.ok()).toBe(true)
    for (const card of ((await response.json()) as { items: ListingCard[] }).items) {
      if (card.sale_status !== 'on_sale' || card.end_time === null || card.end_time < later || skip.includes(card.item_ref)) continue
      if (!fits(card)) continue
      const state = await request.get(`/catalog/auction/state?id=${card.item_ref}`)
      const live = ((await state.json()) as { data: { leader: string | null; ended: boolean } }).data
      if (!live.ended && (live.leader === null || !live.leader.startsWith('c'))) return card
    }
  }
  throw new Error('the demo mirror needs an open Yahoo Auction listing of this kind')
}

let staff: Promise<Account> | undefined
const staffAccount = (request: APIRequestContext) => (staff ??= createAccount(request, 'e2e-lot-staff').then((a) => makeStaff(request, a)))

/** The customer's numeric id. */
export async function customerId(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })
  return ((await me.json()) as { data: { id: number } }).data.id
}

/** Staff approve the customer's pending auction permission request and deposit 10,000,000 đ in their wallet (for bid deposits). */
export async function approveAuctionRequest(request: APIRequestContext, email: string) {
  const authorization = `Bearer ${(await staffAccount(request)).token}`
  const pending = await request.get('/api/admin/permission-requests?status=pending', { headers: { authorization } })
  expect(pending.ok(), await pending.text()).toBe(true)
  const requests = ((await pending.json()) as { data: { id: number; scope: string; customer: { id: number; email: string | null } }[] })
    .data
  const asked = requests.find((entry) => entry.customer.email === email && entry.scope === 'auction')
  expect(asked, `a pending auction request of ${email}`).toBeTruthy()
  const approve = await request.post(`/api/admin/permission-requests/${asked!.id}/approve`, { headers: { authorization } })
  expect(approve.ok(), await approve.text()).toBe(true)
  const reference = `E2E-${randomUUID()}`
  const deposit = await request.post('/api/admin/wallet-transactions', {
    headers: { authorization, 'idempotency-key': reference },
    data: { customer_id: asked!.customer.id, currency_id: 'VND', kind: 'deposit', amount: 10_000_000, bank_reference: reference },
  })
  expect(deposit.status(), await deposit.text()).toBe(201)
}

/** Another customer, through the API only: permitted by staff, bidding `price` on the lot. */
export async function rivalBids(request: APIRequestContext, itemRef: string, price: number) {
  const rival = await createAccount(request, 'e2e-lot-rival')
  const authorization = `Bearer ${rival.token}`
  const id = await customerId(request, rival.token)
  const asked = await request.post('/catalog/request-permission/create', {
    headers: { authorization },
    data: { supplier_name: 'yahoo-auction', tel: '0987654321', user_id: id },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  await approveAuctionRequest(request, rival.email)
  const bid = await request.post('/catalog/auction/bid', { headers: { authorization }, data: { url: itemRef, user_id: id, price } })
  expect(bid.ok(), await bid.text()).toBe(true)
}
