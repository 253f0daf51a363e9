import { eq } from 'drizzle-orm'
import { beforeAll, expect, it, vi } from 'vitest'
import { transactionReferences, walletTransactions } from '@server/modules/wallets/tables'
import { buildTestApp, describeEachDriver, type TestContext } from './support/test-app'

type Customer = { id: number; headers: { authorization: string } }
type Wallet = { id: number; currency_id: string; balance: number; amount_available_for_payment: number }
type Transaction = {
  id: number
  wallet_id: number
  voucher_date: number
  amount: number
  status: 'posted' | 'pending'
  transaction_type?: { name: string; _name: Record<string, string> }
  references?: { receiptable_id: string; receiptable_type: string }[]
}

/** A new customer, once their demo history shows (DEMO_DATA=on: the demo simulator's job writes it a moment after sign-up). */
async function customer(context: TestContext): Promise<Customer> {
  const { token } = await context.signUp()
  const headers = { authorization: `Bearer ${token}` }
  const id = (await context.app.inject({ url: '/api/users/me', headers })).json().data.id
  await vi.waitFor(async () => expect((await context.app.inject({ url: '/api/transactions', headers })).json().total).toBeGreaterThan(0), {
    timeout: 15_000,
    interval: 200,
  })
  return { id, headers }
}

async function walletsOf(context: TestContext, who: Customer, query = 'filter[own]=1'): Promise<Wallet[]> {
  const response = await context.app.inject({ url: `/api/wallet/users?${query}`, headers: who.headers })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

async function transactions(context: TestContext, who: Customer, query: string) {
  const response = await context.app.inject({ url: `/api/transactions?${query}`, headers: who.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { data: Transaction[]; total: number; current_page: number; last_page: number; per_page: number }
}

async function allTransactions(context: TestContext, who: Customer, walletId: number): Promise<Transaction[]> {
  return (await transactions(context, who, `filter[wallet_id]=${walletId}&per_page=100&append=references`)).data
}

const posted = (rows: Transaction[]) => rows.filter((row) => row.status === 'posted').reduce((sum, row) => sum + row.amount, 0)
const available = (rows: Transaction[]) =>
  rows.filter((row) => row.status === 'posted' || row.amount < 0).reduce((sum, row) => sum + row.amount, 0)

describeEachDriver(
  'wallets',
  (context) => {
    let owner: Customer
    let vnd: Wallet

    beforeAll(async () => {
      owner = await customer(context())
      vnd = (await walletsOf(context(), owner)).find((wallet) => wallet.currency_id === 'VND')!
    })

    it('asks for sign-in', async () => {
      const { app } = context()
      expect((await app.inject({ url: '/api/wallet/users?filter[own]=1' })).statusCode).toBe(401)
      expect((await app.inject({ url: '/api/transactions' })).statusCode).toBe(401)
    })

    it('opens one wallet per currency for a new customer, with a demo history when DEMO_DATA is on', async () => {
      const list = await walletsOf(context(), owner)
      expect(list.map((wallet) => wallet.currency_id)).toEqual(['VND', 'JPY'])
      expect((await allTransactions(context(), owner, vnd.id)).length).toBeGreaterThan(10)
      // Listing again opens nothing new.
      expect((await walletsOf(context(), owner)).map((wallet) => wallet.id)).toEqual(list.map((wallet) => wallet.id))
    })

    it('opens empty wallets, without demo money, when DEMO_DATA is off', async () => {
      const { app, integrations, close } = await buildTestApp(context().database, { demoData: false })
      try {
        const { token } = await context().signUp()
        const headers = { authorization: `Bearer ${token}` }
        expect((await app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200)
        await integrations.events.settled()
        const list = (await app.inject({ url: '/api/wallet/users?filter[own]=1', headers })).json().data
        expect(list).toEqual([
          expect.objectContaining({ currency_id: 'VND', balance: 0, amount_available_for_payment: 0 }),
          expect.objectContaining({ currency_id: 'JPY', balance: 0, amount_available_for_payment: 0 }),
        ])
        const rows = (await app.inject({ url: '/api/transactions', headers })).json()
        expect(rows.total).toBe(0)
      } finally {
        await close()
      }
    })

    it('lists only the caller’s wallets, whatever filter[own] says', async () => {
      const other = await customer(context())
      const mine = (await walletsOf(context(), owner)).map((wallet) => wallet.id)
      for (const query of ['filter[own]=0', '', 'filter[own]=1']) {
        const theirs = (await walletsOf(context(), other, query)).map((wallet) => wallet.id)
        expect(theirs).toHaveLength(2)
        expect(theirs.some((id) => mine.includes(id))).toBe(false)
      }
      expect((await walletsOf(context(), owner, 'filter[currency_id]=JPY')).map((wallet) => wallet.currency_id)).toEqual(['JPY'])
    })

    it('gives a wallet by id to its owner only; another customer’s wallet answers exactly like a missing one', async () => {
      const other = await customer(context())
      const { app } = context()
      const own = await app.inject({ url: `/api/wallet/users/${vnd.id}`, headers: owner.headers })
      expect(own.statusCode).toBe(200)
      expect(own.json().data).toEqual(vnd)
      const missingId = Math.max(...(await walletsOf(context(), other)).map((wallet) => wallet.id)) + 1000
      const answers = async (path: (walletId: number) => string) => {
        const [someoneElses, missing] = await Promise.all(
          [vnd.id, missingId].map((walletId) => app.inject({ url: path(walletId), headers: other.headers })),
        )
        expect(someoneElses.statusCode).toBe(404)
        expect({ status: someoneElses.statusCode, headers: someoneElses.headers['content-type'], body: someoneElses.body }).toEqual({
          status: missing.statusCode,
          headers: missing.headers['content-type'],
          body: missing.body,
        })
      }
      await answers((walletId) => `/api/wallet/users/${walletId}`)
      await answers((walletId) => `/api/transactions?filter[wallet_id]=${walletId}`)
      const unfiltered = await transactions(context(), other, 'per_page=100')
      const ownerIds = new Set((await allTransactions(context(), owner, vnd.id)).map((row) => row.id))
      expect(unfiltered.data.some((row) => ownerIds.has(row.id))).toBe(false)
      expect(unfiltered.data.every((row) => row.wallet_id !== vnd.id)).toBe(true)
    })

    it('keeps balance and available-for-payment consistent with the transactions', async () => {
      const { app, database } = context()
      const before = await allTransactions(context(), owner, vnd.id)
      expect(vnd.balance).toBe(posted(before))
      expect(vnd.amount_available_for_payment).toBe(available(before))

      const now = new Date()
      await database.db.insert(walletTransactions).values([
        { walletId: vnd.id, transactionTypeId: 1, amount: 1_000_000, status: 'posted', voucherDate: now },
        { walletId: vnd.id, transactionTypeId: 2, amount: -250_000, status: 'posted', voucherDate: now },
        { walletId: vnd.id, transactionTypeId: 2, amount: -300_000, status: 'pending', voucherDate: now },
        { walletId: vnd.id, transactionTypeId: 5, amount: 70_000, status: 'pending', voucherDate: now },
      ])
      const after = (await app.inject({ url: `/api/wallet/users/${vnd.id}`, headers: owner.headers })).json().data as Wallet
      expect(after.balance - vnd.balance).toBe(750_000)
      expect(after.amount_available_for_payment - vnd.amount_available_for_payment).toBe(450_000)
      const rows = await allTransactions(context(), owner, vnd.id)
      expect(after.balance).toBe(posted(rows))
      expect(after.amount_available_for_payment).toBe(available(rows))

      const jpyOnly = await customer(context())
      const [emptyVnd] = await walletsOf(context(), jpyOnly, 'filter[currency_id]=VND')
      await database.db.delete(walletTransactions).where(eq(walletTransactions.walletId, emptyVnd.id))
      await database.db
        .insert(walletTransactions)
        .values({ walletId: emptyVnd.id, transactionTypeId: 2, amount: -5000, status: 'posted', voucherDate: now })
      const owing = (await app.inject({ url: `/api/wallet/users/${emptyVnd.id}`, headers: jpyOnly.headers })).json().data
      expect(owing).toMatchObject({ balance: -5000, amount_available_for_payment: -5000 })
    })

    it('paginates 10 per page by default, newest voucher first', async () => {
      const page1 = await transactions(context(), owner, `filter[wallet_id]=${vnd.id}`)
      expect(page1.per_page).toBe(10)
      expect(page1.data).toHaveLength(10)
      const dates = page1.data.map((row) => row.voucher_date)
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      const page2 = await transactions(context(), owner, `filter[wallet_id]=${vnd.id}&page=2`)
      expect(page2.current_page).toBe(2)
      expect(page2.data[0].voucher_date).toBeLessThanOrEqual(dates.at(-1)!)
    })

    it('sorts by amount and voucher date, ascending or descending', async () => {
      const query = `filter[wallet_id]=${vnd.id}&per_page=100`
      const byAmount = (await transactions(context(), owner, `${query}&sort=amount`)).data.map((row) => row.amount)
      expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b))
      const byAmountDescending = (await transactions(context(), owner, `${query}&sort=-amount`)).data.map((row) => row.amount)
      expect(byAmountDescending).toEqual([...byAmount].reverse())
      const byDate = (await transactions(context(), owner, `${query}&sort=voucher_date`)).data.map((row) => row.voucher_date)
      expect(byDate).toEqual([...byDate].sort((a, b) => a - b))
      const bad = await context().app.inject({ url: '/api/transactions?sort=-wallet_id', headers: owner.headers })
      expect(bad.statusCode).toBe(400)
    })

    it('filters by a voucher date range in seconds, both ends included', async () => {
      const all = await allTransactions(context(), owner, vnd.id)
      const dates = all.map((row) => row.voucher_date).sort((a, b) => a - b)
      const start = dates[3]
      const end = dates[dates.length - 5]
      const expected = all
        .filter((row) => row.voucher_date >= start && row.voucher_date <= end)
        .map((row) => row.id)
        .sort()
      const ranged = await transactions(
        context(),
        owner,
        `filter[wallet_id]=${vnd.id}&per_page=100&filter_between[voucher_date]=${start},${end}`,
      )
      expect(ranged.data.map((row) => row.id).sort()).toEqual(expected)
      expect(ranged.total).toBe(expected.length)
      for (const bad of ['5,1', 'a,b', '1', '1,2,3']) {
        const response = await context().app.inject({
          url: `/api/transactions?filter_between[voucher_date]=${bad}`,
          headers: owner.headers,
        })
        expect(response.statusCode, bad).toBe(400)
      }
    })

    it('filters by a reference id', async () => {
      const { database } = context()
      const all = await allTransactions(context(), owner, vnd.id)
      const referenced = all.find((row) => row.references?.length)!
      const referenceId = referenced.references![0].receiptable_id
      // Another customer's transaction with the same reference must not show up.
      const other = await customer(context())
      const [otherWallet] = await walletsOf(context(), other, 'filter[currency_id]=VND')
      const [foreign] = await database.db
        .insert(walletTransactions)
        .values({ walletId: otherWallet.id, transactionTypeId: 2, amount: -1, voucherDate: new Date() })
        .returning()
      await database.db
        .insert(transactionReferences)
        .values({ transactionId: foreign.id, receiptableType: 'order', receiptableId: referenceId })

      const filtered = await transactions(context(), owner, `filter[receipts.receiptable_id]=${referenceId}&append=references&per_page=100`)
      expect(filtered.data.length).toBeGreaterThan(0)
      expect(filtered.data.map((row) => row.id)).toContain(referenced.id)
      for (const row of filtered.data) expect(row.references!.map((reference) => reference.receiptable_id)).toContain(referenceId)
      expect(filtered.data.map((row) => row.id)).not.toContain(foreign.id)
      const none = await transactions(context(), owner, 'filter[receipts.receiptable_id]=no-such-reference')
      expect(none.total).toBe(0)
    })

    it('includes the transaction type with its per-language names and appends references on request', async () => {
      const plain = (await transactions(context(), owner, `filter[wallet_id]=${vnd.id}`)).data[0]
      expect(plain.transaction_type).toBeUndefined()
      expect(plain.references).toBeUndefined()
      const full = (
        await transactions(context(), owner, `filter[wallet_id]=${vnd.id}&include=transactionType&append=references&per_page=100`)
      ).data
      expect(full[0].transaction_type).toMatchObject({
        name: expect.any(String),
        _name: { vi: expect.any(String), en: expect.any(String), ja: expect.any(String) },
      })
      expect(full.every((row) => Array.isArray(row.references))).toBe(true)
      const types = new Set(full.flatMap((row) => row.references!.map((reference) => reference.receiptable_type)))
      expect([...types]).toEqual(expect.arrayContaining(['order', 'purchase', 'goods_delivery', 'lading_bill', 'sfa', 'credit_order']))
      expect((await context().app.inject({ url: '/api/transactions?include=wallet', headers: owner.headers })).statusCode).toBe(400)
    })
  },
  { demoData: true },
)
