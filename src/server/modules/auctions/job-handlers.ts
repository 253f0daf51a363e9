import type { JobHandlers } from '@server/jobs'
import type { AuctionJobs } from './jobs'
import type { AuctionVenue } from './venue'

/** The auctions' jobs run on the venue the composition root built: the same one the routes bid on. */
export function auctionJobHandlers({ auctions }: { auctions: AuctionVenue }): JobHandlers<AuctionJobs> {
  return {
    'auction.close': (payload) => auctions.runClosing(payload),
    'auction.snipe': (payload) => auctions.runSnipe(payload),
    'auction.ending-soon': (payload) => auctions.runEndingSoon(payload),
    'auction.watch-ending-soon': (payload) => auctions.runWatchEndingSoon(payload),
    'auction.simulate': () => auctions.simulate(),
    'auction.simulate-endings': () => auctions.simulateEndings(),
  }
}
