/** The highest score (spec §9: star rating capped at 5); reviews are 1 to 5 stars. */
export const REVIEW_STAR_MAX = 5

/**
 * The score a product shows: the reviews' average, capped at 5 and rounded to one decimal — or
 * null without reviews, when every screen shows 'Empty reviews' and no score (a stored star with
 * no review behind it is no rating).
 */
export function shownRating(product: { star?: number | null; reviews_count?: number | null }): number | null {
  if (!product.reviews_count || product.reviews_count <= 0) return null
  const star = Math.max(0, Math.min(REVIEW_STAR_MAX, product.star ?? 0))
  return Math.round(star * 10) / 10
}
