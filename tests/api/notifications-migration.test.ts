import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { App } from '@server/http/types'
import { boxNotifications, orderNotificationReads, owningBoxes } from '@server/modules/orders/tables'
import { seedDatabase } from '@server/seed/seed-database'
import { openEmptyDatabase } from './support/fresh-database'
import { migrationsBefore } from './support/migrations-before'
import { anOrder, ITEM_IMAGE } from './support/notification-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { buildTestApp, DRIVERS, signUp, type TestContext } from './support/test-app'

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
      const opened = await openEmptyDatabase(driver)
      database = opened.handle
      drop = opened.drop
      const previous = migrationsBefore(MIGRATION_TAG)
      await migrateDatabase(database, previous)
      rmSync(previous, { recursive: true, force: true })
      await seedDatabase(database.db, { demo: false })
      const built = await buildTestApp(database)
      app = built.app
      closeApp = built.close
      const context = { app, database, signUp: () => signUp() } as unknown as TestContext
      who = await customer(context)
      orderId = await anOrder(context, who)
      // The header feed as it was: three warehouse events, the customer had read the first.
      const [box] = await database.db.insert(owningBoxes).values({ orderId, boxId: 'BX-OLD-1' }).returning({ id: owningBoxes.id })
      const contents = [
        { pick_out_container: { area_id: 'jp-tokyo' } },
        { pick_in_container: { from_area_id: 'jp-tokyo', to_area_id: 'vn-hanoi' } },
        { received: { note: 'Ký nhận' } },
      ]
      const ids: number[] = []
      for (const [index, content] of contents.entries()) {
        const [row] = await database.db
          .insert(boxNotifications)
          .values({ owningBoxId: box.id, content, createdAt: new Date(Date.UTC(2026, 10, 20, 8, index)) })
          .returning({ id: boxNotifications.id })
        ids.push(row.id)
      }
      await database.db.insert(orderNotificationReads).values({ userId: who.id, lastReadId: ids[0] })
      await migrateDatabase(database)
    })

    afterAll(async () => {
      await closeApp()
      await drop()
    })

    it('shows the earlier warehouse events in the bell, worded with warehouse names and the item’s picture, read as far as before', async () => {
      const feed = (await app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': 'en' } })).json()
      expect(feed.unread_count).toBe(2)
      expect(feed.data.map((entry: { title: string; read: boolean }) => [entry.title, entry.read])).toEqual([
        ['Received — Ký nhận', false],
        ['Shipping between warehouses: Kho Tokyo → Kho Hà Nội', false],
        ['Received in a warehouse: Kho Tokyo', true],
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
