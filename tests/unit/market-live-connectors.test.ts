import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SupplierUnavailable } from '@server/modules/markets/shops'
import type { ListingWithDetails } from '@server/modules/markets/model'
import { liveConnectorOn, mirrorNotToAsk, RAKUTEN_SETTINGS } from './support/live-markets'
import { marketConnectorContract } from './support/market-connector-contract'
import { misbehaviours, recordedMarketApi, type RecordedMarketApi } from './support/recorded-market-api'

const RAKUTEN = 6
/** A cross-shop search's request for one word, by price. */
const searchOf = (word: string) => ({
  terms: [word],
  keyword: word,
  sort: 'price_asc' as const,
  limit: 5,
  includeEnded: true,
  relevance: false,
})
const YAHOO_SHOPPING = 7

const markets = [
  { market: 'rakuten', shopId: RAKUTEN, knownRef: 'audio-kobo:sh-100', sellerId: 'audio-kobo', maxPage: 100 },
  // start + results ≤ 1,000 with 3 a page: page 333 starts at 997.
  { market: 'yahoo-shopping', shopId: YAHOO_SHOPPING, knownRef: 'onkyo-direct:hp-200', sellerId: 'onkyo-direct', maxPage: 333 },
] as const

for (const { market, shopId, knownRef, sellerId, maxPage } of markets) {
  describe(`${market} live connector on recorded responses`, () => {
    let recorded: RecordedMarketApi
    beforeEach(() => {
      recorded = recordedMarketApi(market)
    })
    afterEach(() => {
      expect(recorded.unmatched, 'requests without a recording').toEqual([])
    })

    describe('connector contract', () => {
      marketConnectorContract(() => ({
        connector: liveConnectorOn(market, recorded),
        shopId,
        term: 'ヘッドホン',
        knownRef,
        unknownRef: `${sellerId}:no-such-item`,
        sellerId,
        pageSize: 3,
        maxPage,
      }))
    })

    it('asks the API nothing for a page beyond its limits', async () => {
      const connector = liveConnectorOn(market, recorded)
      await connector.list(shopId, { terms: ['ヘッドホン'], filters: {}, page: maxPage + 1, pageSize: 3 })
      expect(recorded.requests).toEqual([])
    })

    it('reuses what it fetched instead of asking again', async () => {
      const connector = liveConnectorOn(market, recorded)
      const request = { terms: ['ヘッドホン'], filters: {}, page: 1, pageSize: 3 }
      const first = await connector.list(shopId, request)
      expect(await connector.list(shopId, request)).toEqual(first)
      // An item seen in a list opens without another request.
      expect(await connector.listing(shopId, first.listings[0].itemRef)).toEqual(first.listings[0])
      expect(recorded.requests).toHaveLength(1)
    })

    it('leaves category lists and other filters to the mirror, which keeps the categories', async () => {
      const asked: string[] = []
      const mirror = {
        ...mirrorNotToAsk(),
        list: async (_shop: number, request: { categoryId?: string }) => {
          asked.push(request.categoryId ?? 'filters')
          return { listings: [], hasNext: false }
        },
      }
      const connector = liveConnectorOn(market, recorded, { mirror })
      await connector.list(shopId, { terms: [], categoryId: '2000', filters: {}, page: 1, pageSize: 3 })
      await connector.list(shopId, { terms: ['ヘッドホン'], filters: { colors: ['black'] }, page: 1, pageSize: 3 })
      expect(asked).toEqual(['2000', 'filters'])
      expect(recorded.requests).toEqual([])
    })

    describe('when the API cannot answer', () => {
      const mirrorListing = { itemRef: `${sellerId}:from-the-mirror`, price: 1234 } as ListingWithDetails
      const mirror = {
        ...mirrorNotToAsk(),
        list: async () => ({ listings: [mirrorListing], hasNext: false }),
        search: async () => ({ listings: [mirrorListing], counts: new Map([[shopId, 1]]) }),
        listings: async (_shop: number, refs: readonly string[]) => (refs.includes(mirrorListing.itemRef) ? [mirrorListing] : []),
        sellerListings: async () => ({ listings: [], hasNext: false }),
      }
      const search = { terms: ['ヘッドホン'], filters: {}, page: 1, pageSize: 3 }

      for (const [failure, answer] of [
        ['429 Too Many Requests', misbehaviours.tooManyRequests],
        ['500', misbehaviours.serverError],
        ['503 with an HTML page', misbehaviours.unavailable],
        ['400 for a retired version', misbehaviours.retiredVersion],
        ['malformed JSON', misbehaviours.malformedJson],
        ['JSON of another shape', misbehaviours.otherShape],
      ] as const) {
        it(`answers from the mirror on ${failure}, and says why in the log`, async () => {
          recorded.misbehave(() => Promise.resolve(answer()))
          const warnings: string[] = []
          const connector = liveConnectorOn(market, recorded, { mirror, warnings })
          expect(await connector.list(shopId, search)).toEqual({ listings: [mirrorListing], hasNext: false })
          expect(await connector.search({ ...searchOf('ヘッドホン'), shopIds: [shopId] })).toMatchObject({
            listings: [mirrorListing],
          })
          expect(await connector.listing(shopId, mirrorListing.itemRef)).toBe(mirrorListing)
          expect(warnings).toHaveLength(3)
          expect(warnings[0]).toContain('mirror')
        })
      }

      it('answers from the mirror when the API does not answer in time', async () => {
        recorded.misbehave((_url, signal) => misbehaviours.hang(signal))
        const warnings: string[] = []
        const connector = liveConnectorOn(market, recorded, { mirror, warnings, timeoutMs: 50 })
        const started = performance.now()
        expect(await connector.list(shopId, search)).toEqual({ listings: [mirrorListing], hasNext: false })
        expect(performance.now() - started).toBeLessThan(2_000)
        expect(warnings[0]).toContain('no answer within 50 ms')
      })

      it('does not keep a failed answer: the next call asks the API again', async () => {
        recorded.misbehave(() => Promise.resolve(misbehaviours.serverError()))
        const connector = liveConnectorOn(market, recorded, { mirror })
        await connector.list(shopId, search)
        recorded.misbehave(null)
        const live = await connector.list(shopId, search)
        expect(live.listings).toHaveLength(3)
        expect(live.listings).not.toContain(mirrorListing)
      })

      it('gives the supplier message where the mirror has nothing to show either', async () => {
        recorded.misbehave(() => Promise.resolve(misbehaviours.tooManyRequests()))
        const connector = liveConnectorOn(market, recorded, { mirror })
        await expect(connector.listing(shopId, `${sellerId}:only-on-the-market`)).rejects.toBeInstanceOf(SupplierUnavailable)
        await expect(connector.sellerListings(shopId, sellerId, 1, 3)).rejects.toBeInstanceOf(SupplierUnavailable)
        await expect(connector.seller(shopId, sellerId)).rejects.toBeInstanceOf(SupplierUnavailable)
        // The cross-shop search goes on with the other shops.
        const emptyMirror = { ...mirror, search: async () => ({ listings: [], counts: new Map() }) }
        const alone = liveConnectorOn(market, recorded, { mirror: emptyMirror })
        expect((await alone.search({ ...searchOf('ヘッドホン'), shopIds: [shopId] })).listings).toEqual([])
      })

      it('still opens an item it listed, with its seller, while the API is down', async () => {
        const connector = liveConnectorOn(market, recorded, { mirror })
        const [listed] = (await connector.list(shopId, search)).listings
        recorded.misbehave(() => Promise.resolve(misbehaviours.serverError()))
        expect(await connector.listing(shopId, listed.itemRef)).toEqual(listed)
        expect(await connector.seller(shopId, listed.seller!.id)).toMatchObject({ id: listed.seller!.id, name: listed.seller!.name })
        expect(recorded.requests).toHaveLength(1)
      })

      it('answers from the mirror rather than queue a request past its turn', async () => {
        let clock = 0
        const connector = liveConnectorOn(market, recorded, { mirror, now: () => clock })
        await connector.list(shopId, search)
        // Three more distinct requests at the same moment: the third would wait 3 s for its turn (1 request/s).
        const pages = [2, 3, 4].map((page) =>
          connector.list(shopId, { ...search, page: page === 4 ? 1 : page, sort: page === 4 ? 'price_asc' : undefined }),
        )
        const answers = await Promise.all(pages)
        expect(answers[2]).toEqual({ listings: [mirrorListing], hasNext: false })
        expect(recorded.requests).toHaveLength(3)
        clock += 10_000
        expect((await connector.list(shopId, { ...search, sort: 'price_asc' })).listings).toHaveLength(3)
      })
    })
  })
}

describe('Rakuten Ichiba Item Search requests and answers', () => {
  it('carries the credentials, the version and the registered site on every request', async () => {
    const recorded = recordedMarketApi('rakuten')
    await liveConnectorOn('rakuten', recorded).list(RAKUTEN, { terms: ['ヘッドホン'], filters: {}, page: 2, pageSize: 3 })
    const [{ url, headers }] = recorded.requests
    expect(url.origin + url.pathname).toBe('https://openapi.rakuten.co.jp/ichibams/api/IchibaItem/Search/20260501')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      applicationId: RAKUTEN_SETTINGS.applicationId,
      accessKey: RAKUTEN_SETTINGS.accessKey,
      format: 'json',
      formatVersion: '2',
      keyword: 'ヘッドホン',
      hits: '3',
      page: '2',
    })
    expect(headers.get('origin')).toBe('https://shop.example.vn')
    expect(headers.get('referer')).toBe('https://shop.example.vn/')
  })

  it('asks for at most 30 hits and searches the Japanese term of a translated search within a price band', async () => {
    const recorded = recordedMarketApi('rakuten')
    recorded.misbehave(() => Promise.resolve(Response.json({ count: 0, page: 1, pageCount: 0, Items: [] })))
    const connector = liveConnectorOn('rakuten', recorded)
    const answer = await connector.list(RAKUTEN, {
      terms: ['tai nghe', 'ヘッドホン'],
      filters: { price: ['2500-5000'] },
      page: 1,
      pageSize: 50,
    })
    expect(answer).toEqual({ listings: [], hasNext: false })
    const params = recorded.requests[0].url.searchParams
    expect([params.get('keyword'), params.get('hits'), params.get('minPrice'), params.get('maxPrice')]).toEqual([
      'ヘッドホン',
      '30',
      '2500',
      '5000',
    ])
  })

  it('reads an item as the listing the pages show', async () => {
    const listing = await liveConnectorOn('rakuten', recordedMarketApi('rakuten')).listing(RAKUTEN, 'audio-kobo:sh-100')
    expect(listing).toMatchObject({
      shopId: RAKUTEN,
      itemRef: 'audio-kobo:sh-100',
      names: { ja: 'ワイヤレス ヘッドホン ノイズキャンセリング SH-100 ブラック', vi: '', en: '' },
      price: 12800,
      saleStatus: 'on_sale',
      rating: 4.41,
      reviewsCount: 214,
      seller: { id: 'audio-kobo', name: 'オーディオ工房 楽天市場店' },
      imageUrls: [
        'https://thumbnail.image.rakuten.co.jp/@0_mall/audio-kobo/cabinet/sh-100-1.jpg',
        'https://thumbnail.image.rakuten.co.jp/@0_mall/audio-kobo/cabinet/sh-100-2.jpg',
      ],
      details: { subTitle: '送料無料 あす楽対応', freeShipping: true },
    })
    expect(listing?.details.description.ja).toContain('メーカー保証1年')
  })
})

describe('Yahoo! Shopping itemSearch v3 requests and answers', () => {
  it('keeps start + results within 1,000', async () => {
    const recorded = recordedMarketApi('yahoo-shopping')
    recorded.misbehave(() => Promise.resolve(Response.json({ totalResultsAvailable: 5000, firstResultsPosition: 991, hits: [] })))
    const connector = liveConnectorOn('yahoo-shopping', recorded)
    const deepest = await connector.list(YAHOO_SHOPPING, { terms: ['ヘッドホン'], filters: {}, page: 34, pageSize: 30 })
    expect(deepest.hasNext).toBe(false)
    const params = recorded.requests[0].url.searchParams
    expect([params.get('appid'), params.get('start'), params.get('results')]).toEqual(['test-yahoo-client-id', '991', '9'])
    await connector.list(YAHOO_SHOPPING, { terms: ['ヘッドホン'], filters: {}, page: 35, pageSize: 30 })
    expect(recorded.requests).toHaveLength(1)
  })

  it('reads a hit as the listing the pages show: our store:item reference, the list price, stock, condition', async () => {
    const recorded = recordedMarketApi('yahoo-shopping')
    const connector = liveConnectorOn('yahoo-shopping', recorded)
    const { listings } = await connector.list(YAHOO_SHOPPING, { terms: ['ヘッドホン'], filters: {}, page: 2, pageSize: 3 })
    expect(listings[0]).toMatchObject({
      itemRef: 'kaden-plaza:4549980654321',
      price: 1680,
      initialPrice: 1680,
      saleStatus: 'sold_out',
      condition: 'new',
      seller: { id: 'kaden-plaza', name: '家電プラザ Yahoo!店', rating: 4.6 },
      imageUrls: ['https://item-shopping.c.yimg.jp/i/n/kaden-plaza_4549980654321'],
      details: { freeShipping: true },
    })
    expect(listings[1]).toMatchObject({ itemRef: 'reuse-sound:u-0192', condition: null, details: { freeShipping: false } })
    const hp200 = await connector.listing(YAHOO_SHOPPING, 'onkyo-direct:hp-200')
    expect(hp200).toMatchObject({ price: 9980, initialPrice: 12800 })
  })
})
