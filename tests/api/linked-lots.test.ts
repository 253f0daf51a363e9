import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { AuctionDesk } from '@shared/auctions'
import { translate } from '@server/i18n/messages'
import { shortLinkResolver, tableShortLinkHop } from '@server/modules/catalog'
import { auditEntries } from '@server/modules/audit/tables'
import { openLinkedLot } from '@server/modules/auctions/linked-lots'
import { lotView } from '@server/modules/auctions/lots'
import { auctions, auctionWatches } from '@server/modules/auctions/tables'
import { bid, kindsOf, permit } from './support/auction-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

/** Lot ids the mirror does not list (its ids are of another form). */
let next = 0
const unknownLotId = () => `x9${String(Date.now() % 1e7).padStart(7, '0')}${next++}`
const yahooLink = (lotId: string) => `https://page.auctions.yahoo.co.jp/jp/auction/${lotId}`

const open = (context: TestContext, who: Customer, url: string, language = 'en') =>
  context.app.inject({
    method: 'POST',
    url: '/api/auction/yahoo-lots',
    headers: { ...who.headers, 'accept-language': language },
    payload: { url },
  })

describeEachDriver(
  'lots opened by their link (a Yahoo Auction lot the mirror does not know)',
  (context) => {
    let staff: Record<string, string>
    beforeAll(async () => {
      staff = { ...bearer((await signUpStaff(context(), ['auctions'])).token), 'accept-language': 'en' }
    })
    const desk = async (): Promise<AuctionDesk> =>
      (await context().app.inject({ url: '/api/admin/auction-desk', headers: staff })).json().data
    const describeLot = (id: number, payload: object, headers = staff) =>
      context().app.inject({ method: 'POST', url: `/api/admin/auction-desk/${id}/describe`, headers, payload })
    const future = () => Math.floor(context().clock.now().getTime() / 1000) + 2 * 3600

    it("follows a lot for a customer whose opening found it stored by another customer's opening in between", async () => {
      const lotId = unknownLotId()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      const deps = { db: context().database.db, clock: context().clock }
      // The mirror's view, as the venue reads it: stored lots first.
      const view = () => lotView(deps.db, 'yahoo-auction', lotId, async () => null)
      // Bob's first read finds no lot; Alice's opening is stored before his read of the mirror's view.
      await openLinkedLot(deps, bob.id, lotId, async () => {
        await openLinkedLot(deps, alice.id, lotId, view)
        return view()
      })
      const followers = await context().database.db.select().from(auctionWatches).where(eq(auctionWatches.lotRef, lotId))
      expect(followers.map((row) => row.customerId).sort()).toEqual([alice.id, bob.id].sort())
    })

    it('opens one pending lot however many open it at once; bids wait; staff describe it; followers are told; then it takes bids', async () => {
      const lotId = unknownLotId()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      // Not in the mirror: the page's read answers 404 until someone opens it.
      expect((await context().app.inject({ url: `/catalog/auction/lot?id=${lotId}` })).statusCode).toBe(404)

      const opened = await Promise.all([
        open(context(), alice, yahooLink(lotId)),
        open(context(), bob, `https://auctions.yahoo.co.jp/jp/auction/${lotId}?al=1`),
        open(context(), alice, yahooLink(lotId)),
      ])
      for (const response of opened) {
        expect(response.statusCode).toBe(200)
        expect(response.json().data).toMatchObject({ lot_id: lotId, details_pending: true, live: { details_pending: true, ended: false } })
      }
      const rows = await context().database.db.select().from(auctions).where(eq(auctions.lotId, lotId))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ detailsPending: true, venueUrl: expect.stringContaining(lotId) })
      const followers = await context().database.db.select().from(auctionWatches).where(eq(auctionWatches.lotRef, lotId))
      expect(followers.map((row) => row.customerId).sort()).toEqual([alice.id, bob.id].sort())

      // The public page reads it as pending.
      const page = await context().app.inject({ url: `/catalog/auction/lot?id=${lotId}` })
      expect(page.json().data).toMatchObject({ details_pending: true, name: '' })

      // No bid and no snipe while pending: a translated 422.
      const early = await bid(context(), alice, yahooLink(lotId), 3000, 'vi')
      expect(early.statusCode).toBe(422)
      expect(early.json().message).toBe(translate('vi', 'auctionDetailsPending'))
      const snipe = await context().app.inject({
        method: 'POST',
        url: '/api/auction/snipes',
        headers: { ...alice.headers, 'accept-language': 'ja' },
        payload: { url: yahooLink(lotId), max_price: 3000, lead_seconds: 60 },
      })
      expect(snipe.statusCode).toBe(422)
      expect(snipe.json().message).toBe(translate('ja', 'auctionDetailsPending'))

      // On the desk among the lots to describe (not among the lots with bids).
      const before = await desk()
      const waiting = before.to_describe.find((lot) => lot.lot_id === lotId)
      expect(waiting).toMatchObject({ followers: 2, venue_url: expect.stringContaining(lotId) })
      expect(before.lots.some((lot) => lot.lot_id === lotId)).toBe(false)

      // In the opener's watch list as waiting; no result can be recorded for it before it is described.
      const watched = await context().app.inject({ url: '/api/auction/watches', headers: alice.headers })
      expect(watched.json().data.find((item: { id: string }) => item.id === lotId)).toMatchObject({ details_pending: true, ended: false })
      const earlyResult = await context().app.inject({
        method: 'POST',
        url: `/api/admin/auction-desk/${waiting!.id}/result`,
        headers: staff,
        payload: { outcome: 'lost', ended_early: true },
      })
      expect(earlyResult.statusCode).toBe(422)
      expect(earlyResult.json().message).toBe(translate('en', 'auctionDetailsPending'))

      // A customer may not describe it.
      expect((await describeLot(waiting!.id, { title: 'x', price: 1000, ends_at: future() }, alice.headers)).statusCode).toBe(403)
      // A past end and a buy-now at or below the price are refused, translated.
      const past = await describeLot(waiting!.id, { title: 'Nikon F3', price: 2000, ends_at: future() - 3 * 3600 })
      expect(past.statusCode).toBe(422)
      expect(past.json().message).toBe(translate('en', 'linkedLotEndPassed'))
      expect((await describeLot(waiting!.id, { title: 'Nikon F3', price: 2000, ends_at: future(), buy_now_price: 2000 })).statusCode).toBe(
        422,
      )
      expect(
        (await describeLot(waiting!.id, { title: 'Nikon F3', price: 2000, ends_at: future(), image_url: 'http://x.example/a.jpg' }))
          .statusCode,
      ).toBe(400)

      const endsAt = future()
      const described = await describeLot(waiting!.id, {
        title: 'Nikon F3 ボディ',
        price: 2000,
        ends_at: endsAt,
        buy_now_price: 9000,
        image_url: 'https://auctions.c.yimg.jp/images/f3.jpg',
      })
      expect(described.statusCode).toBe(200)
      expect(described.json().data).toMatchObject({ lot_id: lotId, price: 2000, ends_at: endsAt, status: 'placed' })
      const audit = await context()
        .database.db.select()
        .from(auditEntries)
        .where(and(eq(auditEntries.subjectType, 'auction'), eq(auditEntries.subjectId, String(waiting!.id))))
      expect(audit.map((entry) => entry.action)).toEqual(['auction.desk.described'])
      expect(await kindsOf(context(), alice)).toContain('lot_ready')
      expect(await kindsOf(context(), bob)).toContain('lot_ready')
      // Described once: a second description is refused.
      expect((await describeLot(waiting!.id, { title: 'again', price: 2000, ends_at: endsAt })).statusCode).toBe(422)
      expect((await desk()).to_describe.some((lot) => lot.lot_id === lotId)).toBe(false)

      // Now a lot like any other: its page, then a bid.
      const ready = await context().app.inject({ url: `/catalog/auction/lot?id=${lotId}`, headers: { 'accept-language': 'en' } })
      expect(ready.json().data).toMatchObject({
        details_pending: false,
        name: 'Nikon F3 ボディ',
        live: { current_price: 2000, buy_now_price: 9000, ended: false, minimum_bid: 2000 },
      })
      const accepted = await bid(context(), alice, yahooLink(lotId), 3000)
      expect(accepted.statusCode).toBe(200)
      expect((await desk()).lots.find((lot) => lot.lot_id === lotId)).toMatchObject({ status: 'bid_to_place', shop_bid: 3000 })
    })

    it('refuses a link that is no Yahoo Auction lot with a translated 422, and opens nothing for a lot the mirror lists', async () => {
      const who = await customer(context())
      for (const url of ['https://page.auctions.yahoo.co.jp/jp/auction/', 'https://example.com/jp/auction/x123456789', 'hello']) {
        const refused = await open(context(), who, url, 'ja')
        expect(refused.statusCode).toBe(422)
        expect(refused.json().message).toBe(translate('ja', 'auctionUrlInvalid'))
      }
      // Signed out: no opening.
      expect(
        (await context().app.inject({ method: 'POST', url: '/api/auction/yahoo-lots', payload: { url: yahooLink(unknownLotId()) } }))
          .statusCode,
      ).toBe(401)
      const [listed] = await context()
        .database.db.execute<{ item_ref: string }>(
          // A lot of the mirror nobody opened yet.
          `select item_ref from market_listings where shop_id = 8 and item_ref not in (select lot_id from auctions) limit 1`,
        )
        .then((result) => (result as { rows?: { item_ref: string }[] }).rows ?? (result as unknown as { item_ref: string }[]))
      const known = await open(context(), who, yahooLink(listed.item_ref))
      expect(known.statusCode).toBe(200)
      expect(known.json().data.details_pending).toBe(false)
      expect(await context().database.db.select().from(auctions).where(eq(auctions.lotId, listed.item_ref))).toHaveLength(0)
    })

    it('resolves an Amazon app share link through the resolver as its amazon.co.jp address; refuses other hosts', async () => {
      const lookUp = (url: string) =>
        context().app.inject({
          method: 'POST',
          url: '/catalog/common/get-product-info-by-url',
          headers: { 'accept-language': 'vi' },
          payload: { url },
        })
      const direct = await lookUp('https://www.amazon.co.jp/dp/B0CHX3QBCH')
      expect(direct.statusCode).toBe(200)
      const shared = await lookUp('Xem cái này https://amzn.asia/d/0hXqBcH')
      expect(shared.statusCode).toBe(200)
      expect(shared.json().data).toEqual(direct.json().data)
      expect((await lookUp('https://amzn.to/two-hops')).json().data).toEqual(direct.json().data)
      for (const url of [
        'https://amzn.asia/d/elsewhere',
        'https://amzn.asia/d/private',
        'https://amzn.asia/d/unknown',
        'https://amzn.asia/d/loop',
      ]) {
        const refused = await lookUp(url)
        expect(refused.statusCode, url).toBe(422)
        expect(refused.json().message).toBe(translate('vi', 'productShortLinkUnresolved'))
      }
    })
  },
  {
    jobQueue: true,
    env: { RATE_LIMIT_BIDS: '1000/1m', AUCTION_BRIDGE: 'desk' },
    shortLinks: () =>
      shortLinkResolver(
        tableShortLinkHop({
          'https://amzn.asia/d/0hXqBcH': 'https://www.amazon.co.jp/dp/B0CHX3QBCH?ref_=cm_sw_r_apan',
          'https://amzn.to/two-hops': 'https://amzn.asia/d/0hXqBcH',
          'https://amzn.asia/d/elsewhere': 'https://evil.example.com/dp/B0CHX3QBCH',
          'https://amzn.asia/d/private': 'http://127.0.0.1:8080/dp/B0CHX3QBCH',
          'https://amzn.asia/d/loop': 'https://amzn.asia/d/loop',
        }),
      ),
  },
)
