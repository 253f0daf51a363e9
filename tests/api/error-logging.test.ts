import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses } from '@server/modules/addresses/tables'
import { registerErrorHandling } from '@server/http/error-handler'
import { DRIVERS, openSeededDatabase } from './support/test-app'

const CUSTOMER_NAME = 'Nguyễn Thị Bích Ngọc'
const CUSTOMER_PHONE = '0912345678'

/** A failing query logged by the real error handler on each driver; the log is kept in memory. */
for (const driver of DRIVERS) {
  describe(`database errors in the log [${driver}]`, () => {
    let database: Awaited<ReturnType<typeof openSeededDatabase>>
    let app: ReturnType<typeof Fastify>
    const lines: Record<string, unknown>[] = []

    beforeAll(async () => {
      database = await openSeededDatabase(driver)
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()))
          done()
        },
      })
      app = Fastify({ logger: { level: 'info', stream } })
      registerErrorHandling(app, { spaFallback: false })
      const db = database.handle.db
      app.post('/address-of-missing-customer', async () => {
        await db.insert(addresses).values({
          userId: 2_000_000_000,
          consignee: CUSTOMER_NAME,
          tel: CUSTOMER_PHONE,
          wardId: '00001',
          addressDetail: `12 Lý Thường Kiệt, ${CUSTOMER_NAME}`,
        })
      })
      app.get('/name-as-number', async () => db.execute(sql`select ${CUSTOMER_NAME}::int as n, ${CUSTOMER_PHONE} as tel`))
    })
    afterAll(async () => {
      await app?.close()
      await database?.handle.close()
      await database?.drop()
    })

    it.each([
      ['POST', '/address-of-missing-customer', '23503', 'insert into "addresses"'],
      ['GET', '/name-as-number', '22P02', 'select $1::int as n, $2 as tel'],
    ] as const)('%s %s logs SQL state and query text, never the customer’s name or phone', async (method, url, sqlState, query) => {
      lines.length = 0
      const response = await app.inject({ method, url })
      expect(response.statusCode).toBe(500)
      expect(response.json().code).toBe('internalError')

      const logged = lines.find((line) => line.msg === 'request failed')
      expect(logged?.err).toMatchObject({ code: sqlState, query: expect.stringContaining(query) })
      const everything = lines.map((line) => JSON.stringify(line)).join('\n')
      expect(everything).not.toContain(CUSTOMER_PHONE)
      expect(everything).not.toContain(JSON.stringify(CUSTOMER_NAME).slice(1, -1))
      expect(everything).not.toContain('Ngọc')
    })
  })
}
