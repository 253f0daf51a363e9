/**
 * Auction deposits (issue 22 part 3): a leading bid or a scheduled snipe holds `percent` % of its
 * maximum from the customer's VND wallet, at the day's JPY→VND rate, rounded up to a whole đồng.
 */
export const DEFAULT_AUCTION_DEPOSIT_PERCENT = 20

export function depositHoldVnd(maxYen: number, percent: number, rate: number): number {
  if (percent <= 0 || maxYen <= 0) return 0
  const exact = (maxYen * percent * rate) / 100
  // Rounded to a millionth first, so a product that is whole in decimal is not pushed up by binary noise.
  return Math.ceil(Math.round(exact * 1e6) / 1e6)
}
