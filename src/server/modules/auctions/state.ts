import { type AuctionLive, isLotOpen, type LotState, minimumBid } from '@shared/auctions'
import type { Locale } from '@shared/i18n/locales'
import { inLanguage, type Localized } from '@shared/markets/listing-facts'
import type { auctions } from './tables'

export type AuctionRow = typeof auctions.$inferSelect

/** The engine's bidder id of a customer, and back. */
export const customerBidder = (customerId: number) => `c${customerId}`
export const OUTSIDE_BIDDER = 'outside'
export function bidderCustomer(bidder: string | null): number | null {
  return bidder?.startsWith('c') ? Number(bidder.slice(1)) : null
}

export function lotStateOf(row: AuctionRow): LotState {
  return {
    startPrice: row.startPrice,
    buyNowPrice: row.buyNowPrice,
    autoExtension: row.autoExtension,
    price: row.price,
    endsAt: row.endsAt.getTime(),
    closed: row.boughtOut,
    bidCount: row.bidCount,
    leader: row.leader === null ? null : { bidder: row.leader, max: row.leaderMax ?? row.price },
    runnerUpMax: row.runnerUpMax,
  }
}

/** The columns a bid changes. */
export function lotColumns(state: LotState) {
  return {
    price: state.price,
    endsAt: new Date(state.endsAt),
    boughtOut: state.closed,
    bidCount: state.bidCount,
    leader: state.leader?.bidder ?? null,
    leaderMax: state.leader?.max ?? null,
    runnerUpMax: state.runnerUpMax,
  }
}

/** A bidder as others see them: customers masked ("c***7"), the market's other bidders as one. */
export function maskedBidder(bidder: string | null): string | null {
  if (bidder === null) return null
  if (bidder === OUTSIDE_BIDDER) return 'y***'
  return `c***${bidder.slice(-1)}`
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

export function liveOf(row: AuctionRow, now: Date): AuctionLive {
  const state = lotStateOf(row)
  return {
    id: row.lotId,
    current_price: row.price,
    start_price: row.startPrice,
    buy_now_price: row.buyNowPrice,
    bid_count: row.bidCount,
    end_time: Math.ceil(row.endsAt.getTime() / 1000),
    auto_extension: row.autoExtension,
    // A lot opened by its link has no end yet (linked-lots.ts): not ended, only waiting for its details.
    ended: !row.detailsPending && !isLotOpen(state, now.getTime()),
    leader: maskedBidder(row.leader),
    minimum_bid: minimumBid(state),
    details_pending: row.detailsPending,
  }
}

/** The lot's name in each language it has (Japanese as the venue lists it, translations '' when none). */
export function lotNames(row: Pick<AuctionRow, 'name' | 'nameVi' | 'nameEn'>): Localized {
  return { ja: row.name, vi: row.nameVi, en: row.nameEn }
}

/** The lot's name as a reader of `locale` sees it, as on the lot's page. */
export const lotName = (row: Pick<AuctionRow, 'name' | 'nameVi' | 'nameEn'>, locale: Locale) => inLanguage(lotNames(row), locale)

/** What every auction notification names: the lot's name with its translations, worded per reader when read. */
export function eventFacts(row: AuctionRow) {
  return {
    auctionId: row.lotId,
    itemName: row.name,
    itemNames: { vi: row.nameVi.slice(0, 300), en: row.nameEn.slice(0, 300) },
    imageUrl: row.imageUrl || null,
    url: row.link,
    endsAt: unixSeconds(row.endsAt),
  }
}
