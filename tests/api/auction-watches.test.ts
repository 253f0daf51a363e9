import { and, eq } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { WATCH_LIST_CAP } from '@shared/auctions'
import { auctionRow, bid, eventually, freshLot, kindsOf, permit, YAHOO_AUCTION } from './support/auction-fixtures'
import { auctionWatches } from '@server/modules/auctions'
import { marketListings } from '@server/modules/markets'
import { customer, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

const MINUTE = 60_000

const watch = (context: TestContext, who: Customer, lotId: string, method: 'GET' | 'PUT' | 'DELETE', language = 'en') =>
  context.app.inject({ method, url: `/api/auction/watches/${lotId}`, headers: { ...who.headers, 'accept-language': language } })

const watchList = async (context: TestContext, who: Customer, language = 'en') => {
  const response = await context.app.inject({ url: '/api/auction/watches', headers: { ...who.headers, 'accept-language': language } })
  expect(response.statusCode).toBe(200)
  return response.json().data as { id: string; name: string; ended: boolean; end_time: number; my_status: string | null }[]
}

const endingSoonCount = async (context: TestContext, who: Customer) =>
  (await kindsOf(context, who)).filter((kind) => kind === 'ending_soon').length

/** Sends a job and waits until a worker finished it. */
async function runJob(context: TestContext, ...[name, payload]: Parameters<TestContext['integrations']['jobs']['send']>) {
  const id = await context.integrations.jobs.send(name, payload)
  await eventually(async () => (await context.integrations.jobs.findJob(name, id!))?.state === 'completed', 15_000)
}

const moveListingEnd = (context: TestContext, lotId: string, endTime: Date) =>
  context.database.db
    .update(marketListings)
    .set({ endTime })
    .where(and(eq(marketListings.shopId, YAHOO_AUCTION), eq(marketListings.itemRef, lotId)))

describeEachDriver(
  'auction watch list',
  (context) => {
    afterEach(() => context().clock.reset())

    it('follows a lot once however often asked, unfollows it, and says whether I follow it', async () => {
      const alice = await customer(context())
      const lot = await freshLot(context())
      expect((await watch(context(), alice, lot.lotId, 'GET')).json().data).toEqual({ following: false })
      expect((await watch(context(), alice, lot.lotId, 'PUT')).json().data).toEqual({ following: true })
      expect((await watch(context(), alice, lot.lotId, 'PUT')).statusCode).toBe(200)
      const rows = await context().database.db.select().from(auctionWatches).where(eq(auctionWatches.customerId, alice.id))
      expect(rows).toHaveLength(1)
      expect((await watch(context(), alice, lot.lotId, 'GET')).json().data).toEqual({ following: true })
      expect((await watch(context(), alice, lot.lotId, 'DELETE')).json().data).toEqual({ following: false })
      expect((await watch(context(), alice, lot.lotId, 'DELETE')).statusCode).toBe(200)
      expect((await watch(context(), alice, lot.lotId, 'GET')).json().data).toEqual({ following: false })
      expect(await watchList(context(), alice)).toEqual([])
      // A lot the market does not know, or a malformed id: refused, nothing stored.
      expect((await watch(context(), alice, 'x0000000001', 'PUT')).statusCode).toBe(404)
      expect((await watch(context(), alice, 'bad%20id', 'PUT')).statusCode).toBe(400)
    })

    it('lists my followed lots by ending time, soonest first, ended last, named in my language, with my standing', async () => {
      const alice = await customer(context())
      await permit(context(), alice)
      const later = await freshLot(context(), { endsInMs: 120 * MINUTE })
      const sooner = await freshLot(context(), { endsInMs: 60 * MINUTE })
      const ending = await freshLot(context(), { endsInMs: 90 * MINUTE })
      for (const lot of [later, ending, sooner]) expect((await watch(context(), alice, lot.lotId, 'PUT')).statusCode).toBe(200)
      expect((await bid(context(), alice, later.url, 3000)).statusCode).toBe(200)
      await moveListingEnd(context(), ending.lotId, new Date(context().clock.now().getTime() - MINUTE))

      const list = await watchList(context(), alice)
      expect(list.map((item) => item.id)).toEqual([sooner.lotId, later.lotId, ending.lotId])
      expect(list.map((item) => item.ended)).toEqual([false, false, true])
      expect(list[1].my_status).toBe('success')
      expect(list[0].my_status).toBeNull()
      expect(list[0].end_time).toBe(Math.ceil(sooner.endTime.getTime() / 1000))

      const [listing] = await context()
        .database.db.select()
        .from(marketListings)
        .where(and(eq(marketListings.shopId, YAHOO_AUCTION), eq(marketListings.itemRef, sooner.lotId)))
      expect(listing.nameEn).not.toBe('')
      expect((await watchList(context(), alice, 'en'))[0].name).toBe(listing.nameEn)
      expect((await watchList(context(), alice, 'ja'))[0].name).toBe(listing.name)
      expect((await watchList(context(), alice, 'vi'))[0].name).toBe(listing.nameVi)
      // The bid-on lot is named as its stored row names it, in the reader's language too.
      const stored = await auctionRow(context(), later.lotId)
      expect((await watchList(context(), alice, 'ja'))[1].name).toBe(stored.name)
      expect((await watchList(context(), alice, 'en'))[1].name).toBe(stored.nameEn || stored.name)
    })

    it(`refuses a follow beyond ${WATCH_LIST_CAP} lots with a translated 422; an ended lot is not followed`, async () => {
      const alice = await customer(context())
      const now = context().clock.now()
      await context()
        .database.db.insert(auctionWatches)
        .values(
          Array.from({ length: WATCH_LIST_CAP }, (_, index) => ({
            customerId: alice.id,
            shopId: YAHOO_AUCTION,
            lotRef: `z${String(index).padStart(9, '0')}`,
            createdAt: now,
          })),
        )
      const lot = await freshLot(context())
      const refused = await watch(context(), alice, lot.lotId, 'PUT', 'en')
      expect(refused.statusCode).toBe(422)
      expect(refused.json().message).toContain(String(WATCH_LIST_CAP))
      const refusedVi = await watch(context(), alice, lot.lotId, 'PUT', 'vi')
      expect(refusedVi.json().message).toMatch(/theo dõi/)
      expect((await watch(context(), alice, lot.lotId, 'GET')).json().data).toEqual({ following: false })
      // Room again after one unfollow.
      expect((await watch(context(), alice, 'z000000000', 'DELETE')).statusCode).toBe(200)
      expect((await watch(context(), alice, lot.lotId, 'PUT')).statusCode).toBe(200)

      const bob = await customer(context())
      const ended = await freshLot(context())
      await moveListingEnd(context(), ended.lotId, new Date(now.getTime() - MINUTE))
      expect((await watch(context(), bob, ended.lotId, 'PUT')).statusCode).toBe(422)
    })

    it('ten minutes before the end a follower who never bid hears it is ending, once; not one who unfollowed; nor a bidder twice', async () => {
      const [alice, bob, carol] = await Promise.all([customer(context()), customer(context()), customer(context())])
      await permit(context(), carol)
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      for (const who of [alice, bob, carol]) expect((await watch(context(), who, lot.lotId, 'PUT')).statusCode).toBe(200)
      expect((await watch(context(), bob, lot.lotId, 'DELETE')).statusCode).toBe(200)
      const warning = { lotId: lot.lotId, endsAt: lot.endTime.getTime() }

      // Early by the app's clock: it waits on.
      await runJob(context(), 'auction.watch-ending-soon', warning)
      expect(await endingSoonCount(context(), alice)).toBe(0)

      // Carol bids too: as a bidder she hears it from the lot's own warning, and not again as a follower.
      context().clock.set(new Date(lot.endTime.getTime() - 9 * MINUTE))
      expect((await bid(context(), carol, lot.url, 3000)).statusCode).toBe(200)
      const row = await auctionRow(context(), lot.lotId)
      await runJob(context(), 'auction.ending-soon', { auctionId: row.id, endsAt: row.endsAt.getTime() })
      expect(await endingSoonCount(context(), carol)).toBe(1)

      await runJob(context(), 'auction.watch-ending-soon', warning)
      await runJob(context(), 'auction.watch-ending-soon', warning)
      expect(await endingSoonCount(context(), alice)).toBe(1)
      expect(await endingSoonCount(context(), carol)).toBe(1)
      expect(await kindsOf(context(), bob)).toEqual([])

      // Following once the warning went out: this follower's own job runs at once, and warns only them.
      const dave = await customer(context())
      expect((await watch(context(), dave, lot.lotId, 'PUT')).statusCode).toBe(200)
      await eventually(async () => (await endingSoonCount(context(), dave)) === 1, 15_000)
      expect(await endingSoonCount(context(), alice)).toBe(1)
    })

    it('a followed lot nobody bid on: an end moved later waits for the new end; an ended lot sends nothing', async () => {
      const [dave, erin] = await Promise.all([customer(context()), customer(context())])
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      expect((await watch(context(), dave, lot.lotId, 'PUT')).statusCode).toBe(200)
      const newEnd = new Date(lot.endTime.getTime() + 60 * MINUTE)
      await moveListingEnd(context(), lot.lotId, newEnd)

      context().clock.set(new Date(lot.endTime.getTime() - 9 * MINUTE))
      await runJob(context(), 'auction.watch-ending-soon', { lotId: lot.lotId, endsAt: lot.endTime.getTime() })
      expect(await endingSoonCount(context(), dave)).toBe(0)

      context().clock.set(new Date(newEnd.getTime() - 9 * MINUTE))
      await runJob(context(), 'auction.watch-ending-soon', { lotId: lot.lotId, endsAt: newEnd.getTime() })
      expect(await endingSoonCount(context(), dave)).toBe(1)

      const other = await freshLot(context(), { endsInMs: 30 * MINUTE })
      expect((await watch(context(), erin, other.lotId, 'PUT')).statusCode).toBe(200)
      context().clock.set(new Date(other.endTime.getTime() + MINUTE))
      await runJob(context(), 'auction.watch-ending-soon', { lotId: other.lotId, endsAt: other.endTime.getTime() })
      expect(await endingSoonCount(context(), erin)).toBe(0)
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m' } },
)
