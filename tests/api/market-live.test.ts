import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { foldSearchText } from '@shared/catalog/search-text'
import { MARKET_MAX_PAGE } from '@shared/markets/listing-facts'
import { systemClock } from '@server/clock'
import type { DatabaseHandle } from '@server/db/client'
import { createMarketConnectors, createMirrorConnector, marketConnectorsWithLiveApis } from '@server/modules/markets'
import { marketListings } from '@server/modules/markets/tables'
import { marketConnectorContract, type ContractSubject } from '../unit/support/market-connector-contract'
import { RAKUTEN_SETTINGS, YAHOO_SETTINGS } from '../unit/support/live-markets'
import { misbehaviours, recordedMarketApi, type RecordedMarketApi } from '../unit/support/recorded-market-api'
import { customer, putCart } from './support/shop-fixtures'
import { buildTestApp, DRIVERS, openSeededDatabase, signUp, type TestContext } from './support/test-app'

const RAKUTEN = 6
const SUPPLIER_MESSAGE = 'Sorry, the supplier cannot be found at the moment.'

/** The most frequent longer word of a market's mirrored English names: a search with more than one page. */
async function wordOfManyListings(database: DatabaseHandle, shopId: number): Promise<string> {
  const rows = await database.db.select({ name: marketListings.nameEn }).from(marketListings).where(eq(marketListings.shopId, shopId))
  const counts = new Map<string, number>()
  for (const { name } of rows)
    for (const word of new Set(foldSearchText(name).split(/[^a-z]+/))) if (word.length >= 5) counts.set(word, (counts.get(word) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]
}

async function firstListing(database: DatabaseHandle, shopId: number) {
  const [row] = await database.db
    .select({ itemRef: marketListings.itemRef, sellerId: marketListings.sellerId })
    .from(marketListings)
    .where(and(eq(marketListings.shopId, shopId), isNotNull(marketListings.sellerId)))
    .orderBy(asc(marketListings.itemRef))
    .limit(1)
  return row
}

/**
 * A clock for the live connectors: each reading a second after the last, so no request waits its
 * turn with the rate limiter; a test moves it a minute on, past a pause after failures.
 */
function steppingClock() {
  let moment = Date.now()
  return { now: () => (moment += 1_000), advance: (ms: number) => (moment += ms) }
}

for (const driver of DRIVERS) {
  describe(`the local mirror meets the connector contract [${driver}]`, () => {
    let database: DatabaseHandle
    let drop = async () => {}
    let subject: ContractSubject
    beforeAll(async () => {
      const opened = await openSeededDatabase(driver)
      database = opened.handle
      drop = opened.drop
      const known = await firstListing(database, RAKUTEN)
      subject = {
        connector: createMirrorConnector(database.db, systemClock),
        shopId: RAKUTEN,
        term: await wordOfManyListings(database, RAKUTEN),
        knownRef: known.itemRef,
        unknownRef: 'no-such-store:no-such-item',
        sellerId: known.sellerId!,
        // The demo mirror lists 28 Rakuten items: its most frequent word is in three of them.
        pageSize: 2,
        maxPage: MARKET_MAX_PAGE,
      }
    })
    afterAll(async () => {
      await database?.close()
      await drop()
    })
    marketConnectorContract(() => subject)
  })

  describe(`Rakuten and Yahoo! Shopping from their APIs, through HTTP [${driver}]`, () => {
    let context: TestContext
    let rakuten: RecordedMarketApi
    let close = async () => {}
    let drop = async () => {}
    let mirrorWord = ''
    const warnings: string[] = []
    const clock = steppingClock()

    beforeAll(async () => {
      const opened = await openSeededDatabase(driver)
      drop = opened.drop
      rakuten = recordedMarketApi('rakuten')
      const yahoo = recordedMarketApi('yahoo-shopping')
      const fetchEither = ((input: string | URL, init?: RequestInit) =>
        String(input).startsWith(RAKUTEN_SETTINGS.apiUrl) ? rakuten.fetch(input, init) : yahoo.fetch(input, init)) as typeof fetch
      const connectors = marketConnectorsWithLiveApis(
        createMirrorConnector(opened.handle.db, systemClock),
        { rakuten: RAKUTEN_SETTINGS, yahooShopping: YAHOO_SETTINGS, cacheTtlMs: 3_600_000, timeoutMs: 100 },
        { fetch: fetchEither, now: clock.now, warn: (message) => warnings.push(message) },
      )
      // Every answer is computed afresh: the catalogue's response cache would hide the degradation.
      const built = await buildTestApp(opened.handle, {
        env: { CATALOG_RESPONSE_CACHE: 'off' },
        overrides: { markets: createMarketConnectors(connectors) },
      })
      close = built.close
      context = {
        app: built.app,
        integrations: built.integrations,
        database: opened.handle,
        driver,
        signUp: () => signUp(),
      } as unknown as TestContext
      mirrorWord = await wordOfManyListings(opened.handle, RAKUTEN)
    })
    afterEach(() => {
      rakuten.misbehave(null)
      clock.advance(60_000)
    })
    afterAll(async () => {
      await close()
      await context?.database.close()
      await drop()
    })

    const get = (url: string, language = 'en') => context.app.inject({ url, headers: { 'accept-language': language } })

    it("lists Rakuten's answer to a search, and opens an item with its shop", async () => {
      const list = await get(`/catalog/v3/rakuten?search=${encodeURIComponent('ヘッドホン')}`)
      expect(list.statusCode).toBe(200)
      const { items, pagination } = list.json()
      expect(items).toHaveLength(7)
      expect(pagination).toEqual({ page: 1, is_allow_next: false })
      expect(items[0]).toMatchObject({ supplier_id: RAKUTEN, item_ref: 'oto-ichiba:kids-h2', append: 'oto-ichiba', price: 1980 })

      const detail = await get('/catalog/v3/rakuten/detail?id=sh-100&shop_id=audio-kobo')
      expect(detail.statusCode).toBe(200)
      expect(detail.json().data).toMatchObject({
        item_ref: 'audio-kobo:sh-100',
        price: 12800,
        name: 'ワイヤレス ヘッドホン ノイズキャンセリング SH-100 ブラック',
        sharing_data: { supplier_product_url: 'https://item.rakuten.co.jp/audio-kobo/sh-100/' },
        seller: { id: 'audio-kobo', name: 'オーディオ工房 楽天市場店' },
      })
    })

    it('searches Yahoo! Shopping live within the cross-shop search, counted by its total', async () => {
      const response = await get(`/catalog/v3/search?query=${encodeURIComponent('ヘッドホン')}&shop=7`)
      expect(response.statusCode).toBe(200)
      const answer = response.json()
      expect(answer.total).toBe(7)
      expect(answer.data.map((card: { item_ref: string }) => card.item_ref)).toContain('onkyo-direct:hp-200')
    })

    for (const [failure, answer, reason] of [
      ['429', () => misbehaviours.tooManyRequests(), 'the API answered 429'],
      ['500', () => misbehaviours.serverError(), 'the API answered 500'],
      ['malformed JSON', () => misbehaviours.malformedJson(), 'the API answered a body that is not JSON'],
    ] as const) {
      it(`answers a search from the mirror when Rakuten answers ${failure}`, async () => {
        rakuten.misbehave(() => Promise.resolve(answer()))
        const response = await get(`/catalog/v3/rakuten?search=${mirrorWord}`)
        expect(response.statusCode).toBe(200)
        const { items } = response.json()
        expect(items.length).toBeGreaterThan(0)
        const refs = items.map((card: { item_ref: string }) => card.item_ref)
        const mirrored = await context.database.db
          .select({ itemRef: marketListings.itemRef })
          .from(marketListings)
          .where(eq(marketListings.shopId, RAKUTEN))
        for (const ref of refs) expect(mirrored.some((row) => row.itemRef === ref)).toBe(true)
        expect(warnings.at(-1)).toContain(`rakuten-api: a list answered from the local mirror, ${reason}`)
      })
    }

    it('answers from the mirror when Rakuten does not answer in time', async () => {
      rakuten.misbehave((_url, signal) => misbehaviours.hang(signal))
      const response = await get(`/catalog/v3/rakuten?search=${mirrorWord}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().items.length).toBeGreaterThan(0)
      expect(warnings.at(-1)).toContain('no answer within 100 ms')
    })

    it('says the supplier cannot be found, never a 500, when neither Rakuten nor the mirror can show an item', async () => {
      rakuten.misbehave(() => Promise.resolve(misbehaviours.unavailable()))
      for (const [language, message] of [
        ['en', SUPPLIER_MESSAGE],
        ['vi', 'Xin lỗi, hiện không tìm thấy nhà cung cấp này.'],
      ]) {
        const response = await get('/catalog/v3/rakuten/detail?id=only-on-rakuten&shop_id=audio-kobo', language)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 'marketNotFound', message })
      }
      const seller = await get('/catalog/v3/rakuten/seller-shop?seller_id=audio-kobo')
      expect(seller.statusCode).toBe(404)
      expect(seller.json().message).toBe(SUPPLIER_MESSAGE)
    })

    it('keeps the cross-shop search and the cart working while Rakuten is down', async () => {
      rakuten.misbehave(() => Promise.resolve(misbehaviours.serverError()))
      const search = await get(`/catalog/v3/search?query=${mirrorWord}`)
      expect(search.statusCode).toBe(200)
      expect(search.json().data.length).toBeGreaterThan(0)
      const me = await customer(context)
      const added = await putCart(context, me, { shop_id: RAKUTEN, item_ref: 'audio-kobo:never-fetched', quantity: 1 })
      // Nothing to price it by: refused as an item not found, the cart itself still answers.
      expect([added.statusCode, added.json().code]).toEqual([422, 'cartProductNotFound'])
      expect((await context.app.inject({ url: `/catalog/cart/${me.id}`, headers: me.headers })).statusCode).toBe(200)
    })
  })
}
