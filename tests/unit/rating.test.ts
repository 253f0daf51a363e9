import { describe, expect, it } from 'vitest'
import { shownRating } from '@shared/catalog/rating'

describe('the score a product shows', () => {
  it.each([
    [{ star: 4.9, reviews_count: 0 }, null],
    [{ star: 5, reviews_count: undefined }, null],
    [{ star: 4.9, reviews_count: null }, null],
    [{ star: 4.26, reviews_count: 3 }, 4.3],
    [{ star: 4.24, reviews_count: 1 }, 4.2],
    [{ star: 7, reviews_count: 2 }, 5],
    [{ star: -1, reviews_count: 2 }, 0],
    [{ star: undefined, reviews_count: 2 }, 0],
  ])('%o → %s', (product, shown) => {
    expect(shownRating(product)).toBe(shown)
  })
})
