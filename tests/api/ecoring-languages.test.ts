import { and, asc, eq, gt, isNotNull } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { ECORING_ID } from '@shared/shops/registry'
import { auctionWatches, ecoringCategories, ecoringLots } from '@server/modules/auctions'
import { orders } from '@server/modules/orders/tables'
import { auctionRow, eventually, freshLot, kindsOf, permit } from './support/auction-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

/**
 * Issue 27, "One language per screen": Ecoring lots read in the reader's language wherever they
 * appear (list, lot page, search, auction log, notifications, the won order's line), the Japanese
 * original beside them; and an Ecoring lot is followed like a Yahoo Auction lot (watch list, "ending soon").
 */
const MINUTE = 60_000
const LANGUAGES = ['vi', 'en', 'ja'] as const
type Language = (typeof LANGUAGES)[number]
type LotRow = typeof ecoringLots.$inferSelect

const inLanguage = (lot: LotRow, language: Language) => ({
  name: { vi: lot.nameVi, en: lot.nameEn, ja: lot.name }[language],
  note: language === 'ja' ? lot.note : lot.translations[language]?.note,
  descriptionText: language === 'ja' ? lot.descriptionText : lot.translations[language]?.descriptionText,
})

/** The time-limit lots with a start price that end in the future, in the tabs' order. */
async function openLots(context: TestContext): Promise<LotRow[]> {
  return context.database.db
    .select()
    .from(ecoringLots)
    .where(and(eq(ecoringLots.kind, 'timelimit'), isNotNull(ecoringLots.startPrice), gt(ecoringLots.endTime, context.clock.now())))
    .orderBy(asc(ecoringLots.position))
}

const read = async (context: TestContext, url: string, language: Language, who?: Customer) => {
  const response = await context.app.inject({ url, headers: { ...who?.headers, 'accept-language': language } })
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200)
  return response.json()
}

const ecoringBid = (context: TestContext, who: Customer, lotId: string, price: number) =>
  context.app.inject({
    method: 'POST',
    url: '/catalog/ecoring/bid',
    headers: who.headers,
    payload: { item: lotId, bid_price: price, user_id: who.id, device_token: '' },
  })

const watch = (context: TestContext, who: Customer, lotId: string, method: 'GET' | 'PUT' | 'DELETE', venue?: string) =>
  context.app.inject({
    method,
    url: `/api/auction/watches/${encodeURIComponent(lotId)}${venue ? `?venue=${venue}` : ''}`,
    headers: { ...who.headers, 'accept-language': 'en' },
  })

async function runJob(context: TestContext, ...[name, payload]: Parameters<TestContext['integrations']['jobs']['send']>) {
  const id = await context.integrations.jobs.send(name, payload)
  await eventually(async () => (await context.integrations.jobs.findJob(name, id!))?.state === 'completed', 15_000)
}

describeEachDriver(
  'Ecoring lots in the reader’s language, and followed',
  (context) => {
    afterEach(() => context().clock.reset())

    it('the list, the lot page and the search name a lot in vi, en and ja, with its Japanese original', async () => {
      const [lot] = await openLots(context())
      const [category] = await context().database.db.select().from(ecoringCategories).where(eq(ecoringCategories.id, lot.categoryIds[0]))
      expect(new Set([lot.name, lot.nameVi, lot.nameEn]).size).toBe(3)
      for (const language of LANGUAGES) {
        const expected = inLanguage(lot, language)
        const { data } = await read(context(), `/catalog/v2/ecoring/detail?id=${lot.id}`, language)
        expect(data).toMatchObject({
          name: expected.name,
          original_name: lot.name,
          note: expected.note,
          description_text: expected.descriptionText,
          original_description_text: lot.descriptionText,
          brand: { name: lot.brand },
        })
        expect(data.categories[0].name).toBe({ vi: category.nameVi, en: category.nameEn, ja: category.nameJa }[language])
        expect(data.description_html).toContain(expected.name)

        const list = await read(context(), '/catalog/v2/ecoring?page=1', language)
        expect(list.items.find((item: { id: string }) => item.id === lot.id)).toMatchObject({ name: expected.name, note: expected.note })

        // The cross-shop search finds it by its name in the reader's language, and names it so.
        const found = await read(context(), `/catalog/v3/search?query=${encodeURIComponent(expected.name)}&shop=ecoring`, language)
        const card = found.data.find((item: { id: string }) => item.id === lot.id)
        expect(card, `${language}: ${expected.name}`).toMatchObject({
          name: expected.name,
          original_name: lot.name,
          supplier_id: ECORING_ID,
        })
      }
    })

    it('the auction log, the outbid notification and the won order’s line name an Ecoring lot in the reader’s language', async () => {
      const lot = (await openLots(context()))[1]
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice, 'ecoring'), permit(context(), bob, 'ecoring')])
      const step = Math.min(...lot.bidStepUnit)
      expect((await ecoringBid(context(), bob, lot.id, lot.startPrice! + step)).statusCode).toBe(200)
      expect((await ecoringBid(context(), alice, lot.id, lot.startPrice! + step * 10)).statusCode).toBe(200)
      const row = await auctionRow(context(), lot.id)
      expect({ vi: row.nameVi, en: row.nameEn }).toEqual({ vi: lot.nameVi, en: lot.nameEn })

      await eventually(async () => (await kindsOf(context(), bob)).includes('outbid'))
      for (const language of LANGUAGES) {
        const { name } = inLanguage(lot, language)
        const log = await read(context(), `/api/order/auction-logs?filter[user_id]=${bob.id}`, language, bob)
        const entry = log.data.find((item: { link: string }) => item.link.endsWith(lot.id))
        expect(JSON.parse(entry.data).name).toBe(name)
        const centre = await read(context(), '/api/notifications', language, bob)
        const outbid = centre.data.find((item: { kind: string }) => item.kind === 'outbid')
        expect(outbid.body).toContain(name)
      }

      context().clock.set(new Date(row.endsAt.getTime() + 1000))
      await runJob(context(), 'auction.close', { auctionId: row.id, endsAt: row.endsAt.getTime() })
      const [order] = await context().database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, alice.id))
      for (const language of LANGUAGES) {
        const { data } = await read(context(), `/api/orders/${order.id}?append=first_item`, language, alice)
        expect(data.first_item.product.name).toBe(inLanguage(lot, language).name)
      }
    })

    it('an Ecoring lot is followed from its page, listed by its end among Yahoo lots, and warns "ending soon"', async () => {
      const lot = (await openLots(context()))[2]
      const alice = await customer(context())
      const soon = await freshLot(context(), { endsInMs: 30 * MINUTE })
      const late = await freshLot(context(), { endsInMs: 10 * 24 * 60 * MINUTE })
      expect(lot.endTime!.getTime()).toBeGreaterThan(soon.endTime.getTime())
      expect(lot.endTime!.getTime()).toBeLessThan(late.endTime.getTime())

      expect((await watch(context(), alice, lot.id, 'GET', 'ecoring')).json().data).toEqual({ following: false })
      // Without its venue the id names a Yahoo Auction lot the mirror does not list; an unknown venue is refused.
      expect((await watch(context(), alice, lot.id, 'PUT')).statusCode).toBe(404)
      expect((await watch(context(), alice, lot.id, 'PUT', 'mercari')).statusCode).toBe(400)
      for (const [id, venue] of [
        [late.lotId, undefined],
        [lot.id, 'ecoring'],
        [soon.lotId, undefined],
      ] as const)
        expect((await watch(context(), alice, id, 'PUT', venue)).statusCode).toBe(200)
      expect((await watch(context(), alice, lot.id, 'PUT', 'ecoring')).statusCode).toBe(200)
      expect((await watch(context(), alice, lot.id, 'GET', 'ecoring')).json().data).toEqual({ following: true })
      const rows = await context().database.db.select().from(auctionWatches).where(eq(auctionWatches.customerId, alice.id))
      expect(rows.filter((row) => row.shopId === ECORING_ID)).toHaveLength(1)

      for (const language of LANGUAGES) {
        const { data } = await read(context(), '/api/auction/watches', language, alice)
        expect(data.map((item: { id: string }) => item.id)).toEqual([soon.lotId, lot.id, late.lotId])
        expect(data[1]).toMatchObject({
          venue: 'ecoring',
          name: inLanguage(lot, language).name,
          link: `/other-market/ecoring/detail/timelimit/${lot.id}`,
          current_price: lot.startPrice,
          end_time: Math.ceil(lot.endTime!.getTime() / 1000),
          ended: false,
        })
      }

      // Ten minutes before its end the follower hears it is ending, in their language.
      const endsAt = lot.endTime!.getTime()
      await runJob(context(), 'auction.watch-ending-soon', { lotId: lot.id, endsAt, venue: 'ecoring' })
      expect(await kindsOf(context(), alice)).toEqual([])
      context().clock.set(new Date(endsAt - 9 * MINUTE))
      await runJob(context(), 'auction.watch-ending-soon', { lotId: lot.id, endsAt, venue: 'ecoring' })
      expect(await kindsOf(context(), alice)).toEqual(['ending_soon'])
      const centre = await read(context(), '/api/notifications', 'en', alice)
      expect(centre.data[0].body).toContain(lot.nameEn)

      expect((await watch(context(), alice, lot.id, 'DELETE', 'ecoring')).json().data).toEqual({ following: false })
      // (By now the soonest Yahoo lot has ended: ended lots come last.)
      const { data } = await read(context(), '/api/auction/watches', 'en', alice)
      expect(data.map((item: { id: string }) => item.id)).toEqual([late.lotId, soon.lotId])
    })

    it('a preview lot takes no follow', async () => {
      const [preview] = await context().database.db.select().from(ecoringLots).where(eq(ecoringLots.kind, 'preview')).limit(1)
      const alice = await customer(context())
      expect((await watch(context(), alice, preview.id, 'PUT', 'ecoring')).statusCode).toBe(404)
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m' } },
)
