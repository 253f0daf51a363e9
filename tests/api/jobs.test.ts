import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { DatabaseHandle } from '@server/db/client'
import { createPgBossQueue, defineJob, type JobQueue } from '@server/jobs'
import { DRIVERS, openSeededDatabase } from './support/test-app'

const testJobs = {
  'test.scheduled': defineJob({ payload: z.object({ label: z.string() }), retry: { limit: 0 } }),
  'test.flaky': defineJob({ payload: z.object({ order: z.number().int() }), retry: { limit: 2, delaySeconds: 1 } }),
  'test.refresh': defineJob({ payload: z.object({ shop: z.string() }), uniqueness: 'queued' }),
}
type TestQueue = JobQueue<typeof testJobs>

const POLL_SECONDS = 0.5

for (const driver of DRIVERS) {
  describe(`job queue [${driver}]`, () => {
    let database: DatabaseHandle
    let dropDatabase = async () => {}
    // Two queue instances on one database: two processes (on PGlite, two workers of one process) competing.
    let first: TestQueue
    let second: TestQueue

    const openQueue = async () => {
      const queue = createPgBossQueue(testJobs, { database, pollingIntervalSeconds: POLL_SECONDS, stopTimeoutMs: 1000 })
      await queue.start()
      return queue
    }

    beforeAll(async () => {
      const opened = await openSeededDatabase(driver)
      database = opened.handle
      dropDatabase = opened.drop
      first = await openQueue()
      second = await openQueue()
    })

    afterAll(async () => {
      await first?.stop()
      await second?.stop()
      await database?.close()
      await dropDatabase()
    })

    it('runs each job scheduled for T once, not before T, with two workers competing', async () => {
      const runs: { label: string; worker: string; at: Date }[] = []
      for (const [worker, queue] of [
        ['first', first],
        ['second', second],
      ] as const) {
        await queue.work('test.scheduled', async ({ label }) => {
          runs.push({ label, worker, at: new Date() })
        })
      }
      const dueAt = new Date(Date.now() + 2000)
      const labels = ['a', 'b', 'c', 'd', 'e', 'f']
      const ids = await Promise.all(labels.map((label) => first.send('test.scheduled', { label }, { startAfter: dueAt })))

      await vi.waitFor(
        async () => {
          const states = await Promise.all(ids.map(async (id) => (await first.findJob('test.scheduled', id!))?.state))
          expect(states).toEqual(labels.map(() => 'completed'))
        },
        { timeout: 10_000, interval: 100 },
      )
      // A second run of a job would start within a poll of the first.
      await new Promise((resolve) => setTimeout(resolve, 2 * POLL_SECONDS * 1000))

      expect(runs.map((run) => run.label).sort()).toEqual(labels)
      expect(runs.filter((run) => run.at < dueAt)).toEqual([])
    })

    it('retries a job whose handler throws, then marks it failed with the error kept', async () => {
      const attempts: number[] = []
      for (const queue of [first, second]) {
        await queue.work('test.flaky', async () => {
          attempts.push(Date.now())
          throw new Error('supplier unreachable')
        })
      }
      const id = (await first.send('test.flaky', { order: 7 }))!

      await vi.waitFor(async () => expect((await first.findJob('test.flaky', id))?.state).toBe('failed'), {
        timeout: 10_000,
        interval: 100,
      })
      await new Promise((resolve) => setTimeout(resolve, 2 * POLL_SECONDS * 1000))

      expect(await first.findJob('test.flaky', id)).toMatchObject({
        state: 'failed',
        retryLimit: 2,
        retryCount: 2,
        error: 'supplier unreachable',
        payload: { order: 7 },
      })
      expect(attempts).toHaveLength(3)
      // Each retry waited for the configured delay (1 s) after the attempt before it.
      const gaps = attempts.slice(1).map((at, index) => at - attempts[index])
      expect(gaps.every((gap) => gap >= 900)).toBe(true)
    })

    it('keeps one waiting job per singletonKey and refuses a payload its schema rejects', async () => {
      const later = { startAfter: 600 }
      expect(await first.send('test.refresh', { shop: 'ikom' }, { ...later, singletonKey: 'ikom' })).toEqual(expect.any(String))
      expect(await second.send('test.refresh', { shop: 'ikom' }, { ...later, singletonKey: 'ikom' })).toBeNull()
      expect(await second.send('test.refresh', { shop: 'awond' }, { ...later, singletonKey: 'awond' })).toEqual(expect.any(String))
      await expect(first.send('test.refresh', { shop: 42 } as never)).rejects.toThrow(z.ZodError)
    })

    it('enqueues inside a database transaction only when the transaction commits', async () => {
      let rolledBackId: string | null = null
      const rollback = new Error('rolled back on purpose')
      await expect(
        database.db.transaction(async (tx) => {
          rolledBackId = await first.send('test.refresh', { shop: 'rolled-back' }, { startAfter: 600, transaction: tx })
          throw rollback
        }),
      ).rejects.toBe(rollback)
      const committedId = await database.db.transaction((tx) =>
        first.send('test.refresh', { shop: 'committed' }, { startAfter: 600, transaction: tx }),
      )

      expect(rolledBackId).toEqual(expect.any(String))
      expect(await first.findJob('test.refresh', rolledBackId!)).toBeNull()
      expect(await first.findJob('test.refresh', committedId!)).toMatchObject({ state: 'created', payload: { shop: 'committed' } })
    })
  })
}
