import { and, eq } from 'drizzle-orm'
import { parseMarketplaceUrl } from '@shared/catalog/marketplace-url'
import { productPath } from '@shared/catalog/product-path'
import { marketItemUrl } from '@shared/markets/item-url'
import { ECORING_ID } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError } from '@server/http/app-error'
import type { MarketConnectors } from '@server/modules/markets'
import type { AuctionContext } from './context'
import { secondsUntil } from './jobs'
import { type AuctionRow, OUTSIDE_BIDDER } from './state'
import { auctions, type ecoringLots } from './tables'

export const YAHOO_AUCTION_SHOP_ID = 8

export type Venue = (typeof auctions.$inferInsert)['venue']
export type NewAuction = Omit<typeof auctions.$inferInsert, 'id'>

export const yahooAuctionLink = (lotId: string) => `/other-market/yahoo-auction/${lotId}`
export const ecoringLink = (lotId: string) => productPath(ECORING_ID, lotId)

/** The Yahoo Auction lot a bid's `url` names (its page at Yahoo, or the lot id itself). */
export function yahooLotIdOf(url: string): string {
  if (/^[a-z]\d{6,12}$/i.test(url)) return url
  const link = parseMarketplaceUrl(url)
  if (!link || link.shop.id !== YAHOO_AUCTION_SHOP_ID) throw new AppError(422, 'auctionUrlInvalid', {}, { url: ['auctionUrlInvalid'] })
  return link.itemRef
}

/** A Yahoo Auction listing of the mirror as a fresh lot: the market's price so far is the outside bidders'. */
export async function yahooLotSeed(markets: MarketConnectors, lotId: string): Promise<NewAuction | null> {
  const listing = await markets.forShop(YAHOO_AUCTION_SHOP_ID)?.listing(YAHOO_AUCTION_SHOP_ID, lotId)
  const auction = listing?.auction
  if (!listing || !auction) return null
  const outsideBids = auction.bidCount > 0
  return {
    venue: 'yahoo-auction',
    lotId,
    shopId: YAHOO_AUCTION_SHOP_ID,
    name: listing.names.ja,
    nameVi: listing.names.vi,
    nameEn: listing.names.en,
    imageUrl: listing.imageUrls[0] ?? '',
    link: yahooAuctionLink(lotId),
    venueUrl: marketItemUrl(YAHOO_AUCTION_SHOP_ID, lotId) ?? '',
    startPrice: auction.startPrice,
    buyNowPrice: auction.buyNowPrice,
    autoExtension: auction.autoExtension,
    price: outsideBids ? Math.max(listing.price, auction.startPrice) : auction.startPrice,
    endsAt: auction.endTime,
    bidCount: auction.bidCount,
    leader: outsideBids ? OUTSIDE_BIDDER : null,
    leaderMax: outsideBids ? Math.max(listing.price, auction.startPrice) : null,
  }
}

/** An Ecoring lot's row as a fresh lot (no buy-now, no extension); null when it takes no bids (not timelimit, no end or start price). */
export function ecoringSeedOf(lot: typeof ecoringLots.$inferSelect): NewAuction | null {
  if (lot.kind !== 'timelimit' || lot.endTime === null || lot.startPrice === null) return null
  const lotId = lot.id
  return {
    venue: 'ecoring',
    lotId,
    shopId: ECORING_ID,
    name: lot.name,
    nameVi: lot.nameVi,
    nameEn: lot.nameEn,
    imageUrl: lot.imageUrls[0] ?? '',
    link: ecoringLink(lotId),
    startPrice: lot.startPrice,
    buyNowPrice: null,
    autoExtension: false,
    price: lot.startPrice,
    endsAt: lot.endTime,
  }
}

export async function findAuction(db: Database, venue: Venue, lotId: string): Promise<AuctionRow | null> {
  const [row] = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.venue, venue), eq(auctions.lotId, lotId)))
  return row ?? null
}

/**
 * The lot's auction row, made on first use with its closing job (in the same transaction, so a
 * lot never exists without its closing). Two first bids at once make one row.
 */
export async function ensureAuction(context: AuctionContext, seed: NewAuction): Promise<AuctionRow> {
  const known = await findAuction(context.db, seed.venue, seed.lotId)
  if (known) return known
  await withTransaction(context.db, async (tx) => {
    const [created] = await tx
      .insert(auctions)
      .values({ ...seed, updatedAt: context.clock.now() })
      .onConflictDoNothing({ target: [auctions.venue, auctions.lotId] })
      .returning({ id: auctions.id, endsAt: auctions.endsAt })
    if (!created) return
    const endsAt = created.endsAt.getTime()
    await context.queue.send(
      'auction.close',
      { auctionId: created.id, endsAt },
      { startAfter: secondsUntil(endsAt, context.clock.now()), transaction: tx },
    )
  })
  return (await findAuction(context.db, seed.venue, seed.lotId))!
}

/** A lot's row if our customers bid on it, else its state as the venue lists it (not stored). */
export async function lotView(
  db: Database,
  venue: Venue,
  lotId: string,
  seed: () => Promise<NewAuction | null>,
): Promise<AuctionRow | null> {
  const row = await findAuction(db, venue, lotId)
  if (row) return row
  const fresh = await seed()
  if (!fresh) return null
  return {
    id: 0,
    nameVi: '',
    nameEn: '',
    imageUrl: '',
    venueUrl: '',
    buyNowPrice: null,
    autoExtension: true,
    boughtOut: false,
    bidCount: 0,
    leader: null,
    leaderMax: null,
    runnerUpMax: null,
    closedAt: null,
    updatedAt: new Date(0),
    ...fresh,
    detailsPending: fresh.detailsPending ?? false,
  }
}

const MAX_REMEMBERED_LOTS = 10_000
const rememberedIds = new WeakMap<Database, Map<string, number>>()

/** A lot's auction id, remembered per database once read or made (`fresh` reads it again). */
export async function rememberedAuctionId(
  db: Database,
  venue: Venue,
  lotId: string,
  options: { fresh?: boolean },
  open: () => Promise<number>,
): Promise<number> {
  let remembered = rememberedIds.get(db)
  if (!remembered) {
    remembered = new Map()
    rememberedIds.set(db, remembered)
  }
  const key = `${venue}:${lotId}`
  const known = options.fresh ? undefined : remembered.get(key)
  if (known !== undefined) return known
  const id = await open()
  if (remembered.size >= MAX_REMEMBERED_LOTS) remembered.clear()
  remembered.set(key, id)
  return id
}
