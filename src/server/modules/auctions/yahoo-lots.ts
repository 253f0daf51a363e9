import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import type { MarketConnectors } from '@server/modules/markets'
import { findAuction, lotView, type NewAuction, rememberedAuctionId, yahooLotSeed } from './lots'
import type { AuctionRow } from './state'

export type YahooLots = ReturnType<typeof yahooLots>

/**
 * Yahoo Auction lots as the venue resolves them from the market's listings: a lot is stored once
 * our customers bid on it (opened on its first bid or snipe), and shown from the listing until then.
 */
export function yahooLots(db: Database, markets: MarketConnectors, open: (seed: NewAuction) => Promise<AuctionRow>) {
  const seedOf = (lotId: string) => yahooLotSeed(markets, lotId)

  /** The lot stored if bid on, else as the market lists it (not stored); null when the market does not know it. */
  const view = (lotId: string) => lotView(db, 'yahoo-auction', lotId, () => seedOf(lotId))

  /** The lot ready for bids, made on first use (404 when the market does not know it). */
  async function opened(lotId: string): Promise<AuctionRow> {
    const known = await findAuction(db, 'yahoo-auction', lotId)
    if (known) return known
    const seed = await seedOf(lotId)
    if (!seed) throw new AppError(404, 'auctionNotFound')
    return open(seed)
  }

  /**
   * The lot's auction id, opened on first use. A lot's id never changes, so each process remembers
   * the ones it has seen: a bid on a hot lot then reads nothing before its lot's transaction.
   */
  const auctionId = (lotId: string, options: { fresh?: boolean } = {}) =>
    rememberedAuctionId(db, 'yahoo-auction', lotId, options, async () => (await opened(lotId)).id)

  return { view, opened, auctionId }
}
