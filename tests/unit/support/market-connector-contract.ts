import { expect, it } from 'vitest'
import { foldSearchText } from '@shared/catalog/search-text'
import type { MarketSort } from '@shared/markets/listing-facts'
import type { ListRequest, MarketConnector } from '@server/modules/markets/connector'
import type { Listing } from '@server/modules/markets/model'

/** What the contract needs to know of one connector and the data behind it. */
export type ContractSubject = {
  connector: MarketConnector
  shopId: number
  /** Matches more than one page of listings. */
  term: string
  knownRef: string
  unknownRef: string
  /** A seller with listings. */
  sellerId: string
  pageSize: number
  /** The deepest page the connector serves. */
  maxPage: number
}

const listRequest = (subject: ContractSubject, page: number, sort?: MarketSort): ListRequest => ({
  terms: [subject.term],
  filters: {},
  sort,
  page,
  pageSize: subject.pageSize,
})

/** A search matches a listing's names in any language, or its brand. */
const matches = (listing: Listing, term: string) =>
  [...Object.values(listing.names), listing.brand ?? ''].some((text) => foldSearchText(text).includes(foldSearchText(term)))

function expectOrdered(prices: number[], sort: MarketSort) {
  const expected = [...prices].sort((a, b) => (sort === 'price_asc' ? a - b : b - a))
  expect(prices).toEqual(expected)
}

/**
 * The connector contract: one set of expectations every MarketConnector meets, the local mirror
 * and each live connector (on its recorded responses) alike. Call inside a describe.
 */
export function marketConnectorContract(subject: () => ContractSubject) {
  it("lists a search's first page: at most a page, all of the market, all matching, with a next page", async () => {
    const s = subject()
    const page = await s.connector.list(s.shopId, listRequest(s, 1))
    expect(page.listings.length).toBeGreaterThan(0)
    expect(page.listings.length).toBeLessThanOrEqual(s.pageSize)
    expect(page.hasNext).toBe(true)
    for (const listing of page.listings) {
      expect(listing.shopId).toBe(s.shopId)
      expect(matches(listing, s.term), `${listing.itemRef} ${JSON.stringify(listing.names)}`).toBe(true)
      expect(listing.price).toBeGreaterThan(0)
      expect(listing.names.ja).not.toBe('')
    }
  })

  it('pages follow one another without repeating a listing', async () => {
    const s = subject()
    const first = await s.connector.list(s.shopId, listRequest(s, 1))
    const second = await s.connector.list(s.shopId, listRequest(s, 2))
    expect(second.listings.length).toBeGreaterThan(0)
    const seen = new Set(first.listings.map((listing) => listing.itemRef))
    for (const listing of second.listings) expect(seen.has(listing.itemRef)).toBe(false)
  })

  it('sorts by price both ways', async () => {
    const s = subject()
    const cheap = await s.connector.list(s.shopId, listRequest(s, 1, 'price_asc'))
    const dear = await s.connector.list(s.shopId, listRequest(s, 1, 'price_desc'))
    expectOrdered(
      cheap.listings.map((listing) => listing.price),
      'price_asc',
    )
    expectOrdered(
      dear.listings.map((listing) => listing.price),
      'price_desc',
    )
    expect(cheap.listings[0].price).toBeLessThanOrEqual(dear.listings[0].price)
  })

  it('a page past the last one it serves is empty, with no next page', async () => {
    const s = subject()
    expect(await s.connector.list(s.shopId, listRequest(s, s.maxPage + 1))).toEqual({ listings: [], hasNext: false })
  })

  it('looks an item up by its reference, alone and among others', async () => {
    const s = subject()
    const listing = await s.connector.listing(s.shopId, s.knownRef)
    expect(listing).toMatchObject({ shopId: s.shopId, itemRef: s.knownRef })
    expect(listing?.imageUrls.length).toBeGreaterThan(0)
    const several = await s.connector.listings(s.shopId, [s.knownRef, s.unknownRef])
    expect(several.map((found) => found.itemRef)).toEqual([s.knownRef])
  })

  it('an item it does not know is not found', async () => {
    const s = subject()
    expect(await s.connector.listing(s.shopId, s.unknownRef)).toBeNull()
    expect(await s.connector.listings(s.shopId, [s.unknownRef])).toEqual([])
  })

  it('searches across markets: at most the limit, cheapest first, with its count of matches', async () => {
    const s = subject()
    const found = await s.connector.search({
      terms: [s.term],
      keyword: s.term,
      shopIds: [s.shopId],
      sort: 'price_asc',
      limit: 5,
      includeEnded: true,
      relevance: false,
    })
    expect(found.listings.length).toBeGreaterThan(0)
    expect(found.listings.length).toBeLessThanOrEqual(5)
    expectOrdered(
      found.listings.map((listing) => listing.price),
      'price_asc',
    )
    expect(found.counts.get(s.shopId)).toBeGreaterThanOrEqual(found.listings.length)
  })

  it("a seller's listings are that seller's, at most a page", async () => {
    const s = subject()
    const page = await s.connector.sellerListings(s.shopId, s.sellerId, 1, s.pageSize)
    expect(page.listings.length).toBeGreaterThan(0)
    expect(page.listings.length).toBeLessThanOrEqual(s.pageSize)
    for (const listing of page.listings) expect(listing.seller?.id).toBe(s.sellerId)
  })
}
