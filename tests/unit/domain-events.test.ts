import { describe, expect, it } from 'vitest'
import { createDomainEvents } from '@server/events/domain-events'

describe('domain events', () => {
  it('runs listeners in the background, after the emitter has moved on', async () => {
    const events = createDomainEvents(() => {})
    const seen: string[] = []
    events.on('customerCreated', async ({ userId }) => {
      seen.push(`listener ${userId}`)
    })
    events.emit('customerCreated', { userId: 7 })
    seen.push('emitter continues')
    await events.settled()
    expect(seen).toEqual(['emitter continues', 'listener 7'])
  })

  it('keeps a failing listener away from the emitter and from the other listeners, and logs it', async () => {
    const failures: [string, unknown][] = []
    const events = createDomainEvents((event, error) => failures.push([event, error]))
    const written: number[] = []
    events.on('orderPlaced', async () => {
      throw new Error('database gone')
    })
    events.on('orderPlaced', async ({ orderId }) => {
      written.push(orderId)
    })
    expect(() => events.emit('orderPlaced', { orderId: 3, customerId: 1 })).not.toThrow()
    await events.settled()
    expect(written).toEqual([3])
    expect(failures).toEqual([['orderPlaced', new Error('database gone')]])
  })

  it('settles only once work started by listeners has finished too', async () => {
    const events = createDomainEvents(() => {})
    const done: string[] = []
    events.on('customerCreated', async ({ userId }) => {
      events.emit('orderPlaced', { orderId: userId * 10, customerId: userId })
    })
    events.on('orderPlaced', async ({ orderId }) => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      done.push(`order ${orderId}`)
    })
    events.emit('customerCreated', { userId: 4 })
    await events.settled()
    expect(done).toEqual(['order 40'])
  })
})
