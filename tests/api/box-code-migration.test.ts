import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { owningBoxes } from '@server/modules/orders/tables'
import { openDatabaseBefore } from './support/migrations-before'
import { DRIVERS } from './support/test-app'

/** The migration that makes box codes unique across orders. */
const MIGRATION_TAG = '0028_box_code_unique'

/** Before it: the same code on boxes of two and three orders (demo data had such). */
async function seedBoxes(database: DatabaseHandle) {
  const { db } = database
  await db.execute(sql`insert into users (id, firebase_uid) values (100001, 'buyer')`)
  await db.execute(
    sql`insert into shops (id, name, path, can_buy_more, kind, colour) values (390, 'ikom', 'ikom', true, 'internal', '#000')`,
  )
  await db.execute(sql`insert into order_statuses (id, code, name) values (1, 'Newish', 'Mới') on conflict do nothing`)
  await db.execute(sql`insert into shipment_methods (id, name) values ('air', 'Air') on conflict do nothing`)
  for (const id of [5001, 5002, 5003])
    await db.execute(sql`insert into orders (id, customer_id, idempotency_key, request_hash, status_id, shop_id, shipment_method_id,
      purchase_cost, service_fee, service_fee_currency_id, payment_rate, estimated_freight_charge, total_payment,
      sales_organization_id, transport_organization_id, consignee, full_address, tel, ward_id)
      values (${id}, 100001, ${`key-${id}`}, 'hash', 1, 390, 'air', 1000, 0, 'VND', 170, 0, 170000, 'jp-sales', 'vn-transport', 'Bình', 'Hà Nội', '0912345678', '00001')`)
  await db.execute(sql`insert into owning_boxes (id, order_id, box_id) values
    (1, 5001, 'BX-SHARED'), (2, 5002, 'BX-SHARED'), (3, 5003, 'BX-SHARED'), (4, 5002, 'BX-OWN'), (5, 5003, 'BX-TWO'), (6, 5001, 'BX-TWO')`)
}

for (const driver of DRIVERS) {
  describe(`migration ${MIGRATION_TAG} [${driver}]`, () => {
    let database: DatabaseHandle
    let drop = async () => {}

    beforeAll(async () => {
      const opened = await openDatabaseBefore(driver, MIGRATION_TAG)
      database = opened.handle
      drop = opened.drop
      await seedBoxes(database)
      await migrateDatabase(database)
    })

    afterAll(() => drop())

    it('keeps every box, marking the later holders of a shared code as legacy duplicates', async () => {
      const rows = await database.db
        .select({ id: owningBoxes.id, boxId: owningBoxes.boxId, legacy: owningBoxes.legacyDuplicate })
        .from(owningBoxes)
        .orderBy(asc(owningBoxes.id))
      expect(rows).toEqual([
        { id: 1, boxId: 'BX-SHARED', legacy: false },
        { id: 2, boxId: 'BX-SHARED', legacy: true },
        { id: 3, boxId: 'BX-SHARED', legacy: true },
        { id: 4, boxId: 'BX-OWN', legacy: false },
        { id: 5, boxId: 'BX-TWO', legacy: false },
        { id: 6, boxId: 'BX-TWO', legacy: true },
      ])
    })

    it('then refuses a new box of a code another order holds, in the database itself', async () => {
      // Explicit ids (the seed wrote its own, past the identity sequence).
      await expect(database.db.insert(owningBoxes).values({ id: 100, orderId: 5003, boxId: 'BX-OWN' })).rejects.toThrow(
        expect.objectContaining({ cause: expect.objectContaining({ constraint: 'owning_boxes_box_unique' }) }),
      )
      await database.db.insert(owningBoxes).values({ id: 101, orderId: 5003, boxId: 'BX-NEW' })
    })
  })
}
