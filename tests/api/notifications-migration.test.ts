import { randomUUID } from 'node:crypto'
import { IKOM_ID } from '@shared/shops/registry'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { App } from '@server/http/types'
import { openDatabaseBefore } from './support/migrations-before'
import { ITEM_IMAGE } from './support/notification-fixtures'
import type { Customer } from './support/shop-fixtures'
import { buildTestApp, DRIVERS, signUp } from './support/test-app'

/** The migration that adds the notification centre and moves the header's box notifications into it. */
const MIGRATION_TAG = '0012_web_push_notification_centre'

for (const driver of DRIVERS) {
  describe(`migration ${MIGRATION_TAG}: box notifications move into the centre [${driver}]`, () => {
    let database: DatabaseHandle
    let drop = async () => {}
    let app: App
    let closeApp = async () => {}
    let who: Customer
    let orderId: number

    beforeAll(async () => {
      const opened = await openDatabaseBefore(driver, MIGRATION_TAG)
      database = opened.handle
      drop = opened.drop
      // The rows as the release before it had them, in SQL: today's seed and table objects name tables and
      // columns later migrations add (freight tariffs, box weights …).
      const { uid, token } = await signUp()
      orderId = await seedPreviousRelease(database, uid)
      await migrateDatabase(database)
      const built = await buildTestApp(database)
      app = built.app
      closeApp = built.close
      const headers = { authorization: `Bearer ${token}` }
      const me = await app.inject({ url: '/api/users/me', headers })
      expect(me.statusCode).toBe(200)
      who = { id: me.json().data.id, headers }
    })

    afterAll(async () => {
      await closeApp()
      await drop()
    })

    it('shows the earlier warehouse events in the bell, worded with warehouse names in the reader’s language and the item’s picture, read as far as before', async () => {
      const feed = (await app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': 'en' } })).json()
      expect(feed.unread_count).toBe(2)
      expect(feed.data.map((entry: { title: string; read: boolean }) => [entry.title, entry.read])).toEqual([
        ['Received — Ký nhận', false],
        ['Shipping between warehouses: Tokyo warehouse → Hanoi warehouse', false],
        ['Received in a warehouse: Tokyo warehouse', true],
      ])
      expect(feed.data[0]).toMatchObject({
        kind: 'warehouse',
        body: `Order OS${String(orderId).padStart(6, '0')} · SKU BX-OLD-1`,
        image_url: ITEM_IMAGE,
        url: `/customer/orders/${orderId}`,
        tone: 'success',
        created_at: Date.UTC(2026, 10, 20, 8, 2) / 1000,
      })
    })
  })
}

/**
 * What the header feed held before the migration: a customer's order with one item and a box with three
 * warehouse events, the first read. Only the columns that release had; the reference rows they name.
 */
async function seedPreviousRelease(database: DatabaseHandle, uid: string): Promise<number> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
  await database.db.execute(
    sql`insert into shops (id, name, path, can_buy_more, kind, colour) values (${IKOM_ID}, 'ikom', 'ikom', true, 'internal', '#0b6e4f') on conflict do nothing`,
  )
  await database.db.execute(sql`insert into order_statuses (id, code, name) values (1, 'Newish', 'Mới') on conflict do nothing`)
  await database.db.execute(sql`insert into shipment_methods (id, name) values ('air', 'Đường hàng không') on conflict do nothing`)
  await database.db.execute(
    sql`insert into areas (id, name, country) values ('jp-tokyo', 'Kho Tokyo', 'jp'), ('vn-hanoi', 'Kho Hà Nội', 'vn') on conflict do nothing`,
  )
  const [user] = await rows<{ id: number }>(sql`insert into users (firebase_uid) values (${uid}) returning id`)
  const [order] = await rows<{ id: number }>(sql`insert into orders (customer_id, idempotency_key, request_hash, status_id, shop_id,
      shipment_method_id, purchase_cost, service_fee, service_fee_currency_id, payment_rate, estimated_freight_charge, total_payment,
      sales_organization_id, transport_organization_id, consignee, full_address, tel, ward_id)
    values (${user.id}, ${randomUUID()}, 'test', 1, ${IKOM_ID}, 'air', 1200, 100, 'JPY', 170, 50000, 221000, 'jp-sales', 'vn-transport',
      'Trần Thị Bình', '8 Hàng Bài, Hà Nội', '0912345678', '00001') returning id`)
  await database.db.execute(sql`insert into order_items (order_id, shop_id, item_ref, position, name, image_url, quantity, tax_percent,
      price_with_tax, balance) values (${order.id}, ${IKOM_ID}, '101001', 0, 'Matcha tin', ${ITEM_IMAGE}, 1, 10, 1320, 1320)`)
  const [box] = await rows<{ id: number }>(sql`insert into owning_boxes (order_id, box_id) values (${order.id}, 'BX-OLD-1') returning id`)
  const contents = [
    { pick_out_container: { area_id: 'jp-tokyo' } },
    { pick_in_container: { from_area_id: 'jp-tokyo', to_area_id: 'vn-hanoi' } },
    { received: { note: 'Ký nhận' } },
  ]
  const ids: number[] = []
  for (const [index, content] of contents.entries()) {
    const createdAt = new Date(Date.UTC(2026, 10, 20, 8, index)).toISOString()
    const [note] = await rows<{ id: number }>(
      sql`insert into box_notifications (owning_box_id, content, created_at) values (${box.id}, ${JSON.stringify(content)}::jsonb, ${createdAt}) returning id`,
    )
    ids.push(Number(note.id))
  }
  await database.db.execute(sql`insert into order_notification_reads (user_id, last_read_id) values (${user.id}, ${ids[0]})`)
  return Number(order.id)
}
