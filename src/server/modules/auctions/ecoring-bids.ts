import { eq } from 'drizzle-orm'
import { ecoringBidAmount, ecoringStep } from '@shared/auctions'
import { formatYen } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { ecoringSeedOf, type NewAuction } from './lots'
import { ecoringLots } from './tables'

/**
 * Ecoring's rule for a bid (before the lot's lock): the lot is a timelimit lot open for bids (a
 * preview is "not open yet"; anything else is not found), and the amount is a whole number of the
 * lot's step. Answers the lot's seed, for opening it on its first bid.
 */
export async function checkEcoringBid(db: Database, lotId: string, amount: number): Promise<NewAuction> {
  const [lot] = await db.select().from(ecoringLots).where(eq(ecoringLots.id, lotId))
  if (!lot) throw new AppError(404, 'auctionNotFound')
  if (lot.kind === 'preview') throw new AppError(422, 'ecoringNotOpen')
  if (lot.kind !== 'timelimit') throw new AppError(404, 'auctionNotFound')
  const step = ecoringStep(lot.bidStepUnit)
  if (amount % step !== 0 || ecoringBidAmount(amount / step, lot.bidStepUnit) !== amount)
    throw new AppError(422, 'ecoringStepInvalid', { step: formatYen(step) }, { bid_price: ['ecoringStepInvalid'] })
  const seed = ecoringSeedOf(lot)
  if (!seed) throw new AppError(422, 'ecoringNotOpen')
  return seed
}
