import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPushDelivery } from '@server/composition-root'
import { ConfigError, loadConfig } from '@server/config'
import type { DatabaseHandle } from '@server/db/client'
import { pushVapidKeys } from '@server/modules/notifications/tables'
import { DRIVERS, openSeededDatabase } from './support/test-app'

for (const driver of DRIVERS) {
  describe(`VAPID keys [${driver}]`, () => {
    let database: DatabaseHandle
    let drop = async () => {}
    beforeAll(async () => {
      const opened = await openSeededDatabase(driver)
      database = opened.handle
      drop = opened.drop
    })
    afterAll(async () => {
      await database?.close()
      await drop()
    })

    it('are generated on the first start, kept in the database and the same on every later start (and in parallel)', async () => {
      const config = loadConfig({})
      const [first, second] = await Promise.all([
        buildPushDelivery(config, database).publicKey(),
        buildPushDelivery(config, database).publicKey(),
      ])
      expect(first).toMatch(/^B[A-Za-z0-9_-]{86}$/)
      expect(second).toBe(first)
      expect(await buildPushDelivery(config, database).publicKey()).toBe(first)
      expect(await database.db.select({ publicKey: pushVapidKeys.publicKey }).from(pushVapidKeys)).toEqual([{ publicKey: first }])
    })

    it('come from the configuration when it gives a matching pair; a wrong or half pair, or no contact for a real project, stops the start', async () => {
      const keys = webpush.generateVAPIDKeys()
      const other = webpush.generateVAPIDKeys()
      const configured = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })
      expect(await buildPushDelivery(configured, database).publicKey()).toBe(keys.publicKey)
      const mismatched = loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })
      expect(() => buildPushDelivery(mismatched, database)).toThrow(ConfigError)
      expect(() => buildPushDelivery(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey }), database)).toThrow(/both/)
      expect(() => buildPushDelivery(loadConfig({ FIREBASE_PROJECT_ID: 'shop-prod-123' }), database)).toThrow(/VAPID_SUBJECT/)
    })
  })
}
