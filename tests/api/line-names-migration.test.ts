import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { App } from '@server/http/types'
import { openDatabaseBefore } from './support/migrations-before'
import { bearer } from './support/staff'
import { buildTestApp, DRIVERS, signUp } from './support/test-app'

/** The migration that keeps lots' and order lines' names in each language (and fills lines' lost sizes). */
const MIGRATION_TAG = '0030_line_names'
const CUSTOMER_ID = 5432
const LOT = 'x123456789'
const SHOE = 'DD1391-100'
const NAMES = { ja: 'ニコン F3 ボディ', vi: 'Thân máy Nikon F3', en: 'Nikon F3 body' }
const SHOE_NAMES = { ja: 'ナイキ エアフォース1', vi: 'Giày Nike Air Force 1', en: 'Nike Air Force 1 shoes' }

for (const driver of DRIVERS) {
  describe(`migration ${MIGRATION_TAG}: lots, notices and lines made before read in each language [${driver}]`, () => {
    let database: DatabaseHandle
    let drop = async () => {}
    let app: App
    let closeApp = async () => {}
    let headers: Record<string, string>

    beforeAll(async () => {
      const opened = await openDatabaseBefore(driver, MIGRATION_TAG)
      database = opened.handle
      drop = opened.drop
      const built = await buildTestApp(database)
      app = built.app
      closeApp = built.close
      const who = await signUp()
      headers = bearer(who.token)
      const { db } = database
      await db.execute(sql`insert into users (id, firebase_uid, email, name) values (${CUSTOMER_ID}, ${who.uid}, ${who.email}, 'Bình')`)
      await db.execute(sql`insert into shops (id, name, path, can_buy_more, kind, colour) values
        (2, 'Nike', 'nike', false, 'market', '#111111'), (8, 'Yahoo Auction', 'yahoo-auction', false, 'market', '#7b0099')`)
      await db.execute(sql`insert into order_statuses (id, code, name) values (1, 'Newish', 'Mới tạo')`)
      await db.execute(sql`insert into shipment_methods (id, name) values ('air', 'Đường bay')`)
      const details = JSON.stringify({
        description: { ja: '', vi: '', en: '' },
        sizes: [{ id: '26_5', name: '26.5cm', price: null }],
        variants: [],
      })
      await db.execute(sql`insert into market_listings (shop_id, item_ref, name, name_vi, name_en, search_text, price, initial_price, image_urls, details) values
        (8, ${LOT}, ${NAMES.ja}, ${NAMES.vi}, ${NAMES.en}, '', 1000, 1000, '{}', ${JSON.stringify({ ...JSON.parse(details), sizes: [] })}::jsonb),
        (2, ${SHOE}, ${SHOE_NAMES.ja}, ${SHOE_NAMES.vi}, ${SHOE_NAMES.en}, '', 14300, 14300, '{}', ${details}::jsonb)`)
      await db.execute(sql`insert into auctions (id, venue, lot_id, shop_id, name, link, start_price, price, ends_at, closed_at) values
        (77, 'yahoo-auction', ${LOT}, 8, ${NAMES.ja}, ${`/other-market/yahoo-auction/${LOT}`}, 1000, 2600, '2026-03-01T08:00:00Z', '2026-03-01T08:00:01Z')`)
      await db.execute(sql`insert into auction_entries (auction_id, customer_id, max_price, status, last_bid_at) values
        (77, ${CUSTOMER_ID}, 3000, 'final-success', '2026-03-01T07:00:00Z')`)
      const facts = { auctionId: LOT, itemName: NAMES.ja, imageUrl: null, url: `/other-market/yahoo-auction/${LOT}`, endsAt: 1772352000 }
      await db.execute(sql`insert into notifications (user_id, kind, params) values
        (${CUSTOMER_ID}, 'won', ${JSON.stringify({ ...facts, price: 2600 })}::jsonb)`)
      await db.execute(sql`insert into orders (id, customer_id, idempotency_key, request_hash, shop_id, shipment_method_id, purchase_cost,
          service_fee, service_fee_currency_id, payment_rate, estimated_freight_charge, total_payment, sales_organization_id,
          transport_organization_id, consignee, full_address, tel, ward_id, created_at) values
        (2001, ${CUSTOMER_ID}, 'auction:77', 'auction:77', 8, 'air', 2860, 500, 'JPY', 170, 0, 570000, 'jp-sales', 'vn-transport', '', '', '', '', '2026-03-01T08:00:02Z'),
        (2002, ${CUSTOMER_ID}, 'shoe-order-key', 'h', 2, 'air', 15730, 500, 'JPY', 170, 0, 2800000, 'jp-sales', 'vn-transport', '', '', '', '', '2026-03-02T08:00:00Z')`)
      await db.execute(sql`insert into order_items (order_id, shop_id, item_ref, position, name, quantity, tax_percent, price_with_tax, balance) values
        (2001, 8, ${LOT}, 0, ${NAMES.ja}, 1, 10, 2860, 2860),
        (2002, 2, ${`${SHOE}.26_5`}, 0, ${SHOE_NAMES.vi}, 1, 10, 15730, 15730)`)
      await migrateDatabase(database)
    })

    afterAll(async () => {
      await closeApp()
      await drop()
    })

    const as = (language: string) => ({ ...headers, 'accept-language': language })

    it('names a lot told and logged before in the reader’s language', async () => {
      const won = (await app.inject({ url: '/api/notifications', headers: as('en') })).json().data[0]
      expect(won).toMatchObject({ kind: 'won' })
      expect(won.body).toContain(NAMES.en)
      const log = (await app.inject({ url: '/api/order/auction-logs', headers: as('vi') })).json().data
      expect(JSON.parse(log[0].data).name).toBe(NAMES.vi)
    })

    it('names lines ordered before in the reader’s language, with their shop and the size the line had lost', async () => {
      const lines = async (orderId: number, language: string) =>
        (await app.inject({ url: `/api/order/items?filter[order_id]=${orderId}&include=product`, headers: as(language) })).json().data[0]
      expect(await lines(2001, 'en')).toMatchObject({ product: { name: NAMES.en }, shop_name: 'Yahoo Auction', variant: '' })
      expect(await lines(2002, 'en')).toMatchObject({ product: { name: SHOE_NAMES.en }, shop_name: 'Nike', variant: '26.5cm' })
      expect((await lines(2002, 'ja')).product.name).toBe(SHOE_NAMES.ja)
    })
  })
}
