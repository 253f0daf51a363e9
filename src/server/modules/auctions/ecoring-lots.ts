import { eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { ecoringSeedOf, lotView, type NewAuction } from './lots'
import { ecoringLots } from './tables'

/**
 * Ecoring's lots as the venue resolves them (like yahoo-lots.ts for Yahoo Auction): a lot is stored
 * once our customers bid on it, and shown from Ecoring's row until then. Only time-limit lots with an
 * end and a start price take bids (ecoringSeedOf); others resolve to null.
 */
export function ecoringVenueLots(db: Database) {
  async function seedOf(lotId: string): Promise<NewAuction | null> {
    const [lot] = await db.select().from(ecoringLots).where(eq(ecoringLots.id, lotId))
    return lot ? ecoringSeedOf(lot) : null
  }

  /** The lot stored if bid on, else as Ecoring lists it (not stored); null when it is unknown or takes no bids. */
  const view = (lotId: string) => lotView(db, 'ecoring', lotId, () => seedOf(lotId))

  return { view }
}
