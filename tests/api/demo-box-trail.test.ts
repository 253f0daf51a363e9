import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { createDomainEvents, type DomainEvents } from '@server/events/domain-events'
import { owningBoxes } from '@server/modules/orders/tables'
import { eventually } from './support/auction-fixtures'
import { retailOrderBody } from './support/retail-order-body'
import { addressOf, createOrder, customer, productsOf } from './support/shop-fixtures'
import { buildTestApp, describeEachDriver } from './support/test-app'

describeEachDriver('the demo’s box trail', (context) => {
  it('is enqueued in the order’s transaction: an order committed just before a crash still gets its box and trail', async () => {
    // A server that dies right after the order's commit: nothing announced after a commit ever runs.
    const events = createDomainEvents(() => {})
    const dyingAfterCommit: DomainEvents = { ...events, emit: () => {} }
    const built = await buildTestApp(context().database, { demoData: true, overrides: { events: dyingAfterCommit } })
    try {
      const server = { ...context(), app: built.app }
      const who = await customer(server)
      const [product] = await productsOf(server, IKOM_ID, 1)
      const placed = await createOrder(server, who, retailOrderBody(await addressOf(server, who), [{ productId: product.id, quantity: 1 }]))
      expect(placed.statusCode).toBe(201)
      const orderId = placed.json().data.id as number
      const box = await eventually(async () => {
        const [row] = await context().database.db.select().from(owningBoxes).where(eq(owningBoxes.orderId, orderId))
        return row
      })
      expect(box.boxId).toBe(`BX${String(orderId).padStart(6, '0')}-1`)
    } finally {
      await built.close()
    }
  })
})
