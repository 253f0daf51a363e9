import type { Database } from '@server/db/client'
import { loggableError } from '@server/http/loggable-error'
import { type AuctionProgress, recordAuctionProgress } from '@server/modules/markets'
import type { AuctionRow } from './state'

type Mirroring = { latest: AuctionProgress | null; wake?: () => void }

/**
 * At most one write of a lot's listing this often: a hot lot's groups (70 a second at 400 bids/s) would
 * each pay it. The market's lists show a lot's price from their cached answers anyway (up to a minute old);
 * the lot's own page and live stream read the lot.
 */
const MIRROR_INTERVAL_MS = 500

const mirroring = new WeakMap<Database, Map<number, Mirroring>>()
/** Every lot's writer now running, and whether the process is closing (the writers then write at once and stop). */
const writers = new Map<Mirroring, Promise<void>>()
let settling = false

/**
 * A Yahoo Auction lot's mirrored listing follows a bid group a moment after the group commits, outside
 * the lot's lock: the listing's price is in its indexes and in the word index (a trigger rewrites its
 * words), which cost every group of a hot lot 2–5 ms under the lock (more in a large mirror). One write
 * per lot at a time, at most one per MIRROR_INTERVAL_MS, with the latest progress (the states in between
 * are skipped), never over a later group's state nor any later write of the listing (recordAuctionProgress
 * `ifNotBehind`). A write that fails leaves the listing as it was until the lot's next group or its
 * closing, which write it again.
 */
export function mirrorAfterCommit(db: Database, lot: AuctionRow, now: Date): void {
  const progress = lotProgressOf(lot, now)
  if (!progress) return
  let byLot = mirroring.get(db)
  if (!byLot) {
    byLot = new Map()
    mirroring.set(db, byLot)
  }
  const current = byLot.get(lot.id)
  if (current) {
    current.latest = progress
    return
  }
  const started: Mirroring = { latest: progress }
  byLot.set(lot.id, started)
  writers.set(
    started,
    writeLatest(db, lot.id, started).finally(() => {
      byLot.delete(lot.id)
      writers.delete(started)
    }),
  )
}

/** Writes what the lots' writers still hold now, without waiting out their interval (the process is closing: before the database). */
export async function listingMirrorsSettled(): Promise<void> {
  settling = true
  for (const state of writers.keys()) state.wake?.()
  await Promise.all(writers.values())
  settling = false
}

async function writeLatest(db: Database, auctionId: number, state: Mirroring) {
  for (let progress = state.latest; progress; progress = state.latest) {
    state.latest = null
    await recordAuctionProgress(db, progress, { ifNotBehind: true }).catch((error: Error) =>
      console.warn(`Could not mirror auction ${auctionId}'s bids to its listing: ${loggableError(error).message}`),
    )
    // The groups that commit meanwhile are written together, once.
    if (settling) continue
    await new Promise<void>((resolve) => {
      state.wake = resolve
      setTimeout(resolve, MIRROR_INTERVAL_MS).unref()
    })
  }
}

/** What a lot's mirrored listing is to show; null when it has none (Ecoring's lists read the lots themselves). */
export function lotProgressOf(lot: AuctionRow, now: Date): AuctionProgress | null {
  if (lot.venue !== 'yahoo-auction') return null
  return {
    shopId: lot.shopId,
    itemRef: lot.lotId,
    price: lot.price,
    bidCount: lot.bidCount,
    endsAt: lot.endsAt,
    closed: lot.boughtOut || lot.closedAt !== null,
    at: now,
  }
}
