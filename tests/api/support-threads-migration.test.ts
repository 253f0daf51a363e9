import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { App } from '@server/http/types'
import { openDatabaseBefore } from './support/migrations-before'
import { bearer, setAccountClaims } from './support/staff'
import { buildTestApp, DRIVERS, signIn, signUp } from './support/test-app'

/** The migration that stores support requests' fields as data and adds threads and statuses. */
const MIGRATION_TAG = '0027_support_threads'
const CUSTOMER_ID = 4321
const LABELLED = 'Tên khách hàng: Trần Thị Bình\nSố điện thoại: 0912345678\nNội dung: Đơn hàng chưa tới'

for (const driver of DRIVERS) {
  describe(`migration ${MIGRATION_TAG}: requests made before keep reading [${driver}]`, () => {
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
      await database.db.execute(
        sql`insert into users (id, firebase_uid, email, name) values (${CUSTOMER_ID}, ${who.uid}, ${who.email}, 'Trần Thị Bình')`,
      )
      await database.db.execute(sql`insert into support_tickets (id, user_id, type_id, title, description, created_at, handled_at, handled_by) values
        (11, ${CUSTOMER_ID}, 1, 'Yêu cầu hỗ trợ từ khách hàng', ${LABELLED}, '2026-03-01T08:00:00Z', null, null),
        (12, ${CUSTOMER_ID}, 1, 'Yêu cầu hỗ trợ từ khách hàng', 'Nội dung: xong', '2026-03-02T08:00:00Z', '2026-03-03T08:00:00Z', 'staff@example.com')`)
      await migrateDatabase(database)
    })

    afterAll(async () => {
      await closeApp()
      await drop()
    })

    it('reads an old request’s labelled text as its fields (no Vietnamese label left, to the customer or staff); a handled one is closed, an unhandled one open', async () => {
      const open = (await app.inject({ url: '/api/supports/11', headers })).json().data
      expect(open).toMatchObject({
        message: 'Đơn hàng chưa tới',
        status: 'open',
        name: 'Trần Thị Bình',
        contact: '0912345678',
        order_id: null,
        messages: [],
      })
      expect(open.last_activity_at).toBe(Date.parse('2026-03-01T08:00:00Z') / 1000)
      const closed = (await app.inject({ url: '/api/supports/12', headers })).json().data
      expect(closed).toMatchObject({ message: 'xong', name: null, contact: null, status: 'closed' })
      const member = await signUp()
      await setAccountClaims(member.uid, { staff: true })
      const staffToken = await signIn(inject('emulatorHost'), member.email)
      const inStaffInbox = (
        await app.inject({ url: '/api/admin/support-tickets/11', headers: { ...bearer(staffToken), 'accept-language': 'en' } })
      ).json()
      expect(inStaffInbox.data).toMatchObject({ name: 'Trần Thị Bình', contact: '0912345678', message: 'Đơn hàng chưa tới' })
    })

    it('lets the thread go on from an old request: a message opens the closed one again', async () => {
      const reply = await app.inject({ method: 'POST', url: '/api/supports/12/messages', headers, payload: { body: 'Chưa xong' } })
      expect(reply.statusCode).toBe(201)
      const after = (await app.inject({ url: '/api/supports/12', headers })).json().data
      expect(after).toMatchObject({ status: 'open', messages: [{ author: 'customer', body: 'Chưa xong' }] })
      const mine = (await app.inject({ url: '/api/supports', headers })).json().data.map((ticket: { id: number }) => ticket.id)
      expect(mine).toEqual([12, 11])
    })
  })
}
