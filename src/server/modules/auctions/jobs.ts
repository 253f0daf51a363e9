import { z } from 'zod'
import { WATCH_VENUES } from '@shared/auctions/contracts'
import { defineJob } from '@server/jobs/job-definition'
import type { JobQueue } from '@server/jobs/job-queue'

/**
 * The auctions' scheduled work. Each job carries the moment it was scheduled for (epoch ms): when
 * that moment moved (an extension, a changed snipe) a newer job exists and the old one does nothing;
 * a job that comes early by the app's clock sends itself again for the rest of the wait.
 */
export const auctionJobs = {
  'auction.close': defineJob({
    payload: z.object({ auctionId: z.number().int().positive(), endsAt: z.number().int() }),
    retry: { limit: 5, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 },
    pollingIntervalSeconds: 0.5,
  }),
  'auction.snipe': defineJob({
    payload: z.object({ snipeId: z.number().int().positive(), placeAt: z.number().int() }),
    retry: { limit: 2, delaySeconds: 1 },
    pollingIntervalSeconds: 0.5,
  }),
  /** Ten minutes before an end: its bidders hear the lot is ending (scheduled with every closing; ending-soon.ts). */
  'auction.ending-soon': defineJob({
    payload: z.object({ auctionId: z.number().int().positive(), endsAt: z.number().int() }),
    retry: { limit: 3, delaySeconds: 5, backoff: true, maxDelaySeconds: 60 },
  }),
  /**
   * Ten minutes before the end of a followed lot (watches.ts): its followers hear it is ending. Scheduled
   * with every follow for the end the lot had then; the run follows the lot's current end.
   */
  'auction.watch-ending-soon': defineJob({
    // No venue: a Yahoo Auction lot.
    payload: z.object({ lotId: z.string().min(1).max(120), endsAt: z.number().int(), venue: z.enum(WATCH_VENUES).optional() }),
    retry: { limit: 3, delaySeconds: 5, backoff: true, maxDelaySeconds: 60 },
  }),
  /** DEMO_DATA only: outside bids on lots our customers bid on, now and then. */
  'auction.simulate': defineJob({ payload: z.object({}), uniqueness: 'queued' }),
  /** DEMO_DATA only: once an hour a few of those lots are brought forward to end in minutes (simulator.ts). */
  'auction.simulate-endings': defineJob({ payload: z.object({}), uniqueness: 'queued' }),
}
export type AuctionJobs = typeof auctionJobs
export type AuctionQueue = Pick<JobQueue<AuctionJobs>, 'send'>

/** Seconds from `now` until `at` (never negative). */
export function secondsUntil(at: number, now: Date): number {
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000))
}
