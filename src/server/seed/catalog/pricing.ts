import { between, chance, type Random } from '@server/seed/random'

/** Rounds a yen amount the way Japanese shops print prices (…8 under ¥1,000, tens or hundreds above). */
export function shopPrice(yen: number): number {
  if (yen < 1000) return Math.max(98, Math.round(yen / 10) * 10 - 2)
  if (yen < 100_000) return Math.round(yen / 10) * 10
  return Math.round(yen / 100) * 100
}

/** About a third of listings are discounted by 5–35 %; the price is never above the initial price. */
export function listingPrices(random: Random, initialPrice: number): { price: number; initialPrice: number } {
  if (!chance(random, 0.33)) return { price: initialPrice, initialPrice }
  const price = shopPrice(initialPrice * (1 - between(random, 0.05, 0.35)))
  return price < initialPrice ? { price, initialPrice } : { price: initialPrice, initialPrice }
}
