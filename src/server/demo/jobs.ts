import { z } from 'zod'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { defineJob, type JobHandlers } from '@server/jobs'
import type { Notifier } from '@server/modules/notifications'
import { writeDemoBoxTrail } from '@server/modules/orders'
import { writeDemoWalletHistory } from '@server/modules/wallets'

/** The demo simulator's work (DEMO_DATA=on): each writer is idempotent, so a retried job adds nothing twice. */
export const demoJobs = {
  'demo.wallet-history': defineJob({ payload: z.object({ userId: z.number().int().positive() }) }),
  'demo.box-trail': defineJob({ payload: z.object({ orderId: z.number().int().positive() }) }),
}

export type DemoJobs = typeof demoJobs

export function demoJobHandlers({ db, clock, notifier }: { db: Database; clock: Clock; notifier: Notifier }): JobHandlers<DemoJobs> {
  return {
    'demo.wallet-history': ({ userId }) => writeDemoWalletHistory(db, userId, clock.now()),
    'demo.box-trail': ({ orderId }) => writeDemoBoxTrail(db, notifier, orderId),
  }
}
