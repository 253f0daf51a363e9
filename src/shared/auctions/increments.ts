/**
 * Yahoo! Auctions' bid increment by current price (yen): ¥1–999: 10; 1,000–4,999: 100;
 * 5,000–9,999: 250; 10,000–49,999: 500; 50,000 and up: 1,000.
 */
const INCREMENT_BANDS: readonly { from: number; step: number }[] = [
  { from: 50_000, step: 1_000 },
  { from: 10_000, step: 500 },
  { from: 5_000, step: 250 },
  { from: 1_000, step: 100 },
  { from: 0, step: 10 },
]

export function bidIncrement(price: number): number {
  return (INCREMENT_BANDS.find((band) => price >= band.from) ?? { step: 10 }).step
}

/** Spec §5: an auction whose price is 0 shows (and is bought at) its quick_decision_price. */
export function shownAuctionPrice(price: number, quickDecisionPrice: number | null): number {
  return price === 0 && quickDecisionPrice !== null ? quickDecisionPrice : price
}
