import type { DomainEvents } from '@server/events/domain-events'
import type { JobQueue } from '@server/jobs'
import { type AuctionJobs, DEMO_ENDINGS } from '@server/modules/auctions'
import type { DemoJobs } from './jobs'

/** Where the simulator sends its work: the demo's jobs and the auctions' simulation. */
export type DemoQueue = Pick<JobQueue<DemoJobs & AuctionJobs>, 'send'>

/**
 * DEMO_DATA=on: demo content for customers and orders created at run time, so the wallet and order
 * screens can be tried without staff. Nothing is written in the request: an event enqueues a job
 * (demo/jobs.ts) that a worker runs a moment later — a new customer's wallets get a plausible
 * history, a new order a box and its warehouse trail.
 */
export function startDemoSimulator(events: DomainEvents, jobs: DemoQueue): void {
  events.on('customerCreated', async ({ userId }) => void (await jobs.send('demo.wallet-history', { userId })))
  // In the order's transaction: an order committed just before a crash still gets its trail.
  events.within('orderPlaced', async (transaction, { orderId }) => void (await jobs.send('demo.box-trail', { orderId }, { transaction })))
  // The market's other bidders on lots our customers bid on (modules/auctions/simulator.ts); it sends itself again.
  void jobs.send('auction.simulate', {}, { startAfter: 30, singletonKey: 'auction.simulate' }).catch(() => {})
  // Once an hour a few of those lots end within minutes (won, lost and their orders without waiting days); it sends itself again.
  void jobs
    .send('auction.simulate-endings', {}, { startAfter: DEMO_ENDINGS.everySeconds, singletonKey: 'auction.simulate-endings' })
    .catch(() => {})
}
