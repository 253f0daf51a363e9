import { expect, it } from 'vitest'
import { NOTIFICATION_FEED_SIZE } from '@shared/notifications/kinds'
import { addBoxNotification, addOwningBox } from '@server/modules/orders'
import { anOrder, feedOf } from './support/notification-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

const WAREHOUSE_NOTICES = 24

/** An outbid for the customer, then 24 warehouse notices of one of their orders (as the demo writes them). */
async function outbidThenWarehouse(context: TestContext, who: Customer) {
  const db = context.database.db
  const auctionId = `r${who.id}000`
  await context.integrations.notifier.notify(db, {
    kind: 'outbid',
    customerId: who.id,
    key: `test-outbid:${who.id}`,
    at: new Date(),
    params: {
      auctionId,
      itemName: 'Nikon F3 body',
      imageUrl: 'https://img.example.com/auctions/f3.jpg',
      url: `/other-market/yahoo-auction/${auctionId}`,
      endsAt: Math.floor(Date.now() / 1000) + 3600,
      yourBid: 12_000,
      currentPrice: 12_500,
    },
  })
  const orderId = await anOrder(context, who)
  const box = await addOwningBox(db, orderId, `BX${who.id}`)
  const boxNotes: number[] = []
  for (let index = 0; index < WAREHOUSE_NOTICES; index += 1) {
    boxNotes.push(await addBoxNotification(db, context.integrations.notifier, box, { distributed: { area_id: 'vn-hanoi' } }))
  }
  return { auctionId, orderId, boxNotes }
}

function readItems(context: TestContext, who: Customer, ids: unknown, language = 'vi') {
  return context.app.inject({
    method: 'POST',
    url: '/api/notifications/read-items',
    headers: { ...who.headers, 'accept-language': language },
    payload: { ids },
  })
}

describeEachDriver('the bell: groups, auction events first, read per item', (context) => {
  it('keeps an outbid in the feed and counted per group however many warehouse notices came after it', async () => {
    const who = await customer(context())
    await outbidThenWarehouse(context(), who)
    const feed = await feedOf(context(), who)
    expect(feed.unread_count).toBe(WAREHOUSE_NOTICES + 1)
    expect((feed as unknown as { groups: unknown }).groups).toEqual([
      { group: 'auction', unread_count: 1 },
      { group: 'money', unread_count: 0 },
      { group: 'orders', unread_count: WAREHOUSE_NOTICES },
      { group: 'support', unread_count: 0 },
    ])
    // The outbid is the oldest of 25: the newest of each group keep it in view.
    expect(feed.data.filter((entry) => entry.kind === 'outbid')).toHaveLength(1)
    expect(feed.data.filter((entry) => entry.kind === 'warehouse')).toHaveLength(NOTIFICATION_FEED_SIZE)
    const ids = feed.data.map((entry) => entry.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('marks only the opened entries read, the outbid stays unread; the order feed agrees; the old read-up-to still reads all', async () => {
    const who = await customer(context())
    const { boxNotes } = await outbidThenWarehouse(context(), who)
    const before = await feedOf(context(), who)
    const outbid = before.data.find((entry) => entry.kind === 'outbid')!
    const [newestWarehouse, secondWarehouse] = before.data.filter((entry) => entry.kind === 'warehouse')

    const read = await readItems(context(), who, [newestWarehouse.id, newestWarehouse.id])
    expect(read.statusCode, read.body).toBe(200)
    const after = read.json() as typeof before & { groups: { group: string; unread_count: number }[] }
    expect(after.unread_count).toBe(WAREHOUSE_NOTICES)
    expect(after.groups.find((group) => group.group === 'orders')?.unread_count).toBe(WAREHOUSE_NOTICES - 1)
    expect(after.groups.find((group) => group.group === 'auction')?.unread_count).toBe(1)
    const byId = new Map(after.data.map((entry) => [entry.id, entry.read]))
    expect(byId.get(newestWarehouse.id)).toBe(true)
    expect(byId.get(secondWarehouse.id)).toBe(false)
    expect(byId.get(outbid.id)).toBe(false)
    // Again: nothing changes.
    expect((await readItems(context(), who, [newestWarehouse.id])).json().unread_count).toBe(WAREHOUSE_NOTICES)

    // The order feed (older clients' warehouse bell) shows the same entry read.
    const orderFeed = (await context().app.inject({ url: '/api/order/notifications', headers: who.headers })).json() as {
      data: { id: number; read: boolean }[]
      unread_count: number
    }
    expect(orderFeed.unread_count).toBe(WAREHOUSE_NOTICES - 1)
    expect(orderFeed.data.find((note) => note.id === boxNotes.at(-1))?.read).toBe(true)
    expect(orderFeed.data.find((note) => note.id === boxNotes.at(-2))?.read).toBe(false)

    // Mark all read: the old endpoint, up to the newest shown.
    const all = await context().app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: who.headers,
      payload: { up_to_id: Math.max(...after.data.map((entry) => entry.id)) },
    })
    expect(all.statusCode).toBe(200)
    expect(all.json()).toMatchObject({ unread_count: 0 })
    expect(all.json().groups.every((group: { unread_count: number }) => group.unread_count === 0)).toBe(true)
  })

  it('refuses another customer’s ids as missing ones (404, nothing marked) and bad lists with a translated 400', async () => {
    const owner = await customer(context())
    const stranger = await customer(context())
    await outbidThenWarehouse(context(), owner)
    await outbidThenWarehouse(context(), stranger)
    const ownerFeed = await feedOf(context(), owner)
    const strangerFeed = await feedOf(context(), stranger)
    const ownersOutbid = ownerFeed.data.find((entry) => entry.kind === 'outbid')!

    const foreign = await readItems(context(), stranger, [ownersOutbid.id])
    expect(foreign.statusCode).toBe(404)
    const missing = await readItems(context(), stranger, [2_000_000_000])
    expect(missing.statusCode).toBe(404)
    expect(foreign.json()).toEqual(missing.json())
    // One of mine beside one of theirs: all or nothing.
    const mixed = await readItems(context(), stranger, [strangerFeed.data[0].id, ownersOutbid.id])
    expect(mixed.statusCode).toBe(404)
    expect((await feedOf(context(), stranger)).unread_count).toBe(WAREHOUSE_NOTICES + 1)
    expect((await feedOf(context(), owner)).unread_count).toBe(WAREHOUSE_NOTICES + 1)

    for (const ids of [[], 'all', [0], [1.5], Array.from({ length: 101 }, (_, index) => index + 1)]) {
      const refused = await readItems(context(), stranger, ids, 'en')
      expect(refused.statusCode, JSON.stringify(ids)).toBe(400)
    }
    const tooMany = await readItems(
      context(),
      stranger,
      Array.from({ length: 101 }, (_, index) => index + 1),
      'ja',
    )
    expect(JSON.stringify(tooMany.json())).toContain('通知を1件から100件まで選んでください。')
    const empty = await readItems(context(), stranger, [], 'en')
    expect(JSON.stringify(empty.json())).toContain('Choose between 1 and 100 notifications.')
    expect((await context().app.inject({ method: 'POST', url: '/api/notifications/read-items', payload: { ids: [1] } })).statusCode).toBe(
      401,
    )
  })
})
