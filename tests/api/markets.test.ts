import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { MarketListResponse, MarketProductCard, MarketProductDetail, MarketSearchResponse } from '@shared/contracts/market'
import { CONDITIONS } from '@shared/markets/listing-facts'
import { markCatalogChanged } from '@server/modules/catalog'
import { marketListings } from '@server/modules/markets/tables'
import type { TranslationProvider } from '@server/modules/translate/provider'
import { describeEachDriver, type TestContext } from './support/test-app'

const MERCARI = 4
const RAKUTEN = 6
const YAHOO_AUCTION = 8

/** A stand-in for machine translation: knows one phrase, the way a customer would ask for headphones in English. */
const phrasebook: TranslationProvider = {
  name: 'phrasebook',
  translate: async ({ text, target }) => (target === 'ja' && text === 'noise cancelling cans' ? 'ヘッドホン' : null),
}

async function get(context: TestContext, url: string, language = 'en') {
  return context.app.inject({ url, headers: { 'accept-language': language } })
}

async function json<T>(context: TestContext, url: string, language = 'en'): Promise<T> {
  const response = await get(context, url, language)
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200)
  return response.json() as T
}

const list = (context: TestContext, query: string, shop = 'mercari', language = 'en') =>
  json<MarketListResponse>(context, `/catalog/v3/${shop}${query}`, language)

const detail = (context: TestContext, query: string, shop = 'mercari', language = 'en') =>
  json<{ data: MarketProductDetail }>(context, `/catalog/v3/${shop}/detail${query}`, language).then((answer) => answer.data)

/** Every page of a list, following is_allow_next. */
async function allPages(context: TestContext, query: string, shop = 'mercari'): Promise<MarketProductCard[]> {
  const items: MarketProductCard[] = []
  for (let page = 1; ; page++) {
    const answer = await list(context, `${query}${query ? '&' : '?'}page=${page}`, shop)
    items.push(...answer.items)
    if (!answer.pagination.is_allow_next) return items
  }
}

describeEachDriver(
  'other Japanese markets',
  (context) => {
    it("lists a market's listings 30 a page, newest first, named in the reader's language and as listed", async () => {
      const first = await list(context(), '')
      expect(first.items).toHaveLength(30)
      expect(first.pagination).toEqual({ page: 1, is_allow_next: true })
      expect(first.sub_categories.map((category) => category.lang.en)).toEqual([
        'Fashion',
        'Watches & accessories',
        'Electronics & cameras',
        'Games & toys',
        'Beauty',
      ])
      for (const card of first.items) {
        expect(card).toMatchObject({ supplier_id: MERCARI, supplier_name: 'Mercari', append: null })
        expect(card.item_ref).toMatch(/^m\d{11}$/)
        expect(card.path).toBe(`/other-market/4/${card.item_ref}`)
        expect(card.url).toBe(`https://jp.mercari.com/item/${card.item_ref}`)
        expect(card.image_uri).toMatch(/^\/media\/products\/MK-\w+-mercari-m\d{11}-1\.svg$/)
        expect(card.shop).toMatchObject({ id: expect.any(String), name: expect.any(String) })
      }
      const everything = await allPages(context(), '')
      expect(new Set(everything.map((card) => card.item_ref)).size).toBe(everything.length)
      expect(everything.length).toBeGreaterThan(60)

      const vi = await list(context(), '', 'mercari', 'vi')
      const ja = await list(context(), '', '4', 'ja')
      const [en0, vi0, ja0] = [first.items[0], vi.items[0], ja.items[0]]
      expect(vi0.item_ref).toBe(en0.item_ref)
      expect(ja0.item_ref).toBe(en0.item_ref)
      expect(new Set([en0.name, vi0.name, ja0.name]).size).toBe(3)
      expect(ja0.name).toBe(en0.original_name)
      expect(vi.sub_categories[0].name).toBe('Thời trang')
      expect((await get(context(), '/catalog/v3/mercari', 'vi')).headers.vary).toContain('Accept-Language')
    })

    it("narrows to a category's branch, and sorts by price across pages", async () => {
      const fashion = await list(context(), '?category_id=1000')
      expect(fashion.sub_categories.map((category) => [category.lang.en, category.is_leaf])).toEqual([
        ['Tops', true],
        ['Outerwear', true],
        ['Bags', true],
        ['Shoes', true],
      ])
      const bags = await allPages(context(), '?category_id=1003')
      expect(bags.length).toBeGreaterThan(0)
      expect(new Set(bags.map((card) => card.supplier_id))).toEqual(new Set([MERCARI]))
      const oneBag = await detail(context(), `?id=${bags[0].id}`)
      expect(oneBag.categories.map((category) => category.lang.en)).toEqual(['Bags', 'Fashion'])
      const fashionItems = await allPages(context(), '?category_id=1000')
      expect(fashionItems.length).toBeGreaterThan(bags.length)
      expect(fashionItems.map((card) => card.item_ref)).toEqual(expect.arrayContaining(bags.map((card) => card.item_ref)))

      const cheapest = await allPages(context(), '?sort=price_asc')
      const prices = cheapest.map((card) => card.price)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      const dearest = await allPages(context(), '?sort=price_desc')
      expect(dearest.map((card) => card.price)).toEqual([...prices].reverse())
    })

    it('keeps a filtered list in the order of the whole list, page after page, newest first and by price', async () => {
      const fresh = new Set<string>([CONDITIONS.new.en, CONDITIONS.like_new.en])
      const freshOf = (cards: MarketProductCard[]) => cards.filter((card) => fresh.has(card.label ?? '')).map((card) => card.item_ref)
      for (const sort of ['', '&sort=price_asc', '&sort=price_desc']) {
        const whole = await allPages(context(), `?${sort.slice(1)}`)
        const filtered = await allPages(context(), `?filters=status:new,status:like_new${sort}`)
        expect(filtered.length).toBeGreaterThan(30)
        expect(filtered.map((card) => card.item_ref)).toEqual(freshOf(whole))
      }
      const byPrice = await allPages(context(), '?sort=price_asc')
      const prices = 'price:0-1000,price:10000-30000,price:100000-'
      const inRanges = (price: number) => price <= 1000 || (price >= 10000 && price <= 30000) || price >= 100000
      const freshInRanges = await allPages(context(), `?filters=status:new,status:like_new,${prices}&sort=price_asc`)
      expect(freshInRanges.length).toBeGreaterThan(0)
      expect(freshInRanges.map((card) => card.item_ref)).toEqual(freshOf(byPrice.filter((card) => inRanges(card.price))))
    })

    it('answers filtered lists of every shape a client can send, the same items in whatever order it names the filters', async () => {
      const keyGroups = [
        ['status:new,status:like_new'],
        ['status:new', 'shipping:seller'],
        ['status:new', 'shipping:seller', 'colors:black'],
      ]
      // Ranges as the filter parser sorts them, closed ("p") and open ("p+") in different sequences.
      const priceSets = [
        '0-1000',
        '100000-',
        '0-1000,100000-',
        '0-1000,1000-3000,100000-',
        '100000-,3000-10000',
        '0-1000,100000-,3000-10000',
      ]
        .concat(['0-1000,1000-3000', '100000-,3000-10000,30000-100000'])
        .map((values) =>
          values
            .split(',')
            .map((value) => `price:${value}`)
            .join(','),
        )
      const arrangements = keyGroups.flatMap((keys) =>
        priceSets.flatMap((prices) =>
          keys.map((_, at) => [...keys.slice(0, at), prices, ...keys.slice(at)].join(',')).concat([[...keys, prices].join(',')]),
        ),
      )
      const asked = ['', '&sort=price_asc', '&sort=price_desc'].flatMap((sort) =>
        ['', '&category_id=1000'].flatMap((category) => arrangements.map((filters) => `?filters=${filters}${category}${sort}`)),
      )
      expect(new Set(asked).size).toBeGreaterThan(300)
      const first = await list(context(), '?filters=status:new,status:like_new,shipping:seller')
      // Each asked afresh: the response cache keeps one answer whatever the order of the groups.
      for (const query of asked) {
        markCatalogChanged(context().app.db)
        const answer = await get(context(), `/catalog/v3/mercari${query}`)
        expect(answer.statusCode, `${query}: ${answer.body.slice(0, 200)}`).toBe(200)
      }
      markCatalogChanged(context().app.db)
      const reordered = await list(context(), '?filters=shipping:seller,status:like_new,status:new')
      expect(reordered.items.length).toBeGreaterThan(0)
      expect(reordered.items.map((card) => card.item_ref)).toEqual(first.items.map((card) => card.item_ref))
    })

    it('filters by condition and shipping (options of one group widen, groups narrow), and refuses filters the market lacks', async () => {
      const fresh = await allPages(context(), '?filters=status:new')
      expect(fresh.length).toBeGreaterThan(0)
      expect(new Set(fresh.map((card) => card.label))).toEqual(new Set([CONDITIONS.new.en]))
      const newOrLikeNew = await allPages(context(), '?filters=status:new,status:like_new')
      expect(newOrLikeNew.length).toBeGreaterThan(fresh.length)
      expect(new Set(newOrLikeNew.map((card) => card.label))).toEqual(new Set([CONDITIONS.new.en, CONDITIONS.like_new.en]))
      const buyerPays = await allPages(context(), '?filters=status:new,status:like_new,shipping:buyer')
      expect(buyerPays.length).toBeLessThan(newOrLikeNew.length)
      // Other markets sell new and like-new items too: a filtered list shows only its own market's.
      expect(new Set([...fresh, ...newOrLikeNew, ...buyerPays].map((card) => card.supplier_id))).toEqual(new Set([MERCARI]))
      for (const card of buyerPays.slice(0, 3)) {
        expect((await detail(context(), `?id=${card.id}`)).delivery.map((line) => line.id)).toContain('shipping_payer:buyer')
      }
      const cheap = await allPages(context(), '?filters=price:0-1000')
      expect(cheap.every((card) => card.price <= 1000)).toBe(true)

      const unknown = await get(context(), '/catalog/v3/mercari?filters=rank:A', 'ja')
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().errors).toEqual({ filters: ['このマーケットにはない絞り込み条件です。'] })
      const malformed = await get(context(), '/catalog/v3/mercari?filters=status')
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().errors.filters).toEqual(['This filter does not exist on this market.'])
    })

    it('searches names in every language, accent-insensitive, and with is_translate_search also in Japanese', async () => {
      const onitsuka = await list(context(), '?search=onitsuka')
      expect(onitsuka.items.length).toBeGreaterThan(0)
      expect(onitsuka.items.every((card) => card.original_name.includes('オニツカタイガー'))).toBe(true)
      expect(onitsuka.suggest_categories.map((category) => category.lang.en)).toEqual(['Shoes'])

      // "Máy ảnh" (camera) typed without accents finds the cameras listed in Japanese.
      const cameras = await list(context(), '?search=may%20anh', 'mercari', 'vi')
      expect(cameras.items.length).toBeGreaterThan(0)
      expect(cameras.items.every((card) => card.name.includes('Máy ảnh'))).toBe(true)
      expect((await list(context(), '?search=%E3%82%AB%E3%83%A1%E3%83%A9')).items.length).toBeGreaterThan(0)

      expect((await list(context(), '?search=noise%20cancelling%20cans')).items).toEqual([])
      const translated = await list(context(), '?search=noise%20cancelling%20cans&is_translate_search=true')
      expect(translated.items.length).toBeGreaterThan(0)
      expect(translated.items.every((card) => card.original_name.includes('ヘッドホン'))).toBe(true)
    })

    it('answers an unknown market, category or page with the supplier message, a 404 or an empty page', async () => {
      for (const [language, message] of [
        ['vi', 'Xin lỗi, hiện không tìm thấy nhà cung cấp này.'],
        ['en', 'Sorry, the supplier cannot be found at the moment.'],
        ['ja', '申し訳ありません。現在この仕入れ先が見つかりません。'],
      ]) {
        const unknown = await get(context(), '/catalog/v3/ebay', language)
        expect(unknown.statusCode).toBe(404)
        expect(unknown.json()).toMatchObject({ code: 'marketNotFound', message })
      }
      for (const shop of ['ikom', '390', '99', '__proto__', 'constructor']) {
        expect((await get(context(), `/catalog/v3/${shop}`)).statusCode, shop).toBe(404)
        expect((await get(context(), `/catalog/v3/${shop}/detail?id=1`)).statusCode, shop).toBe(404)
      }
      expect((await get(context(), '/catalog/v3/mercari?category_id=424242')).statusCode).toBe(404)
      expect(await list(context(), '?page=99')).toMatchObject({ items: [], pagination: { page: 99, is_allow_next: false } })
      for (const query of [
        'page=0',
        'page=101',
        'page=1.5',
        'sort=cheapest',
        'category_id=../1',
        'colour=red',
        'is_translate_search=yes',
      ]) {
        const refused = await get(context(), `/catalog/v3/mercari?${query}`)
        expect(refused.statusCode, query).toBe(400)
        expect(refused.json().errors, query).toBeDefined()
      }
    })

    it('shows a listing in full: images, description, condition, delivery, seller, categories and recommendations', async () => {
      const [card] = (await list(context(), '?filters=status:like_new')).items
      const item = await detail(context(), `?id=${card.id}`, 'mercari', 'vi')
      expect(item).toMatchObject({
        id: card.id,
        item_ref: card.item_ref,
        shop_id: MERCARI,
        price: card.price,
        product_condition: [{ id: 'like_new', name: CONDITIONS.like_new.vi }],
        can_buy_more: false,
        max_quantity: 1,
        auction: null,
        size: [],
        sharing_data: { supplier_product_url: card.url },
      })
      expect(item.image_list).toHaveLength(3)
      expect(item.description_text).toContain('Cảm ơn bạn đã xem tin')
      expect(item.original_description_text).toContain('ご覧いただきありがとうございます')
      expect(item.description_html).toMatch(/^<p>/)
      expect(item.delivery_detail.estimated_delivery_time_text).toMatch(/Người bán gửi hàng trong \d ngày/)
      expect(item.seller).toMatchObject({ id: card.shop?.id, rate: { max_ratio: 5 } })
      expect(item.recommends.length).toBeGreaterThan(0)
      expect(item.recommends.length).toBeLessThanOrEqual(12)
      expect(item.recommends.map((other) => other.item_ref)).not.toContain(card.item_ref)

      const missing = await get(context(), '/catalog/v3/mercari/detail?id=m00000000000', 'ja')
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({ code: 'productNotFound', message: '商品が見つかりません。' })
      for (const query of ['', '?id=', '?id=a%2Fb', `?id=${'m'.repeat(121)}`, '?url=']) {
        expect((await get(context(), `/catalog/v3/mercari/detail${query}`)).statusCode, query).toBe(400)
      }
    })

    it('finds a Rakuten item by its store and code or by its address, and not without its store', async () => {
      const [card] = (await list(context(), '', 'rakuten')).items
      expect(card.append).not.toBeNull()
      expect(card.item_ref).toBe(`${card.append}:${card.id}`)
      expect(card.path).toBe(`/other-market/6/${card.id}?append=${card.append}`)
      const byCode = await detail(context(), `?id=${card.id}&shop_id=${card.append}`, 'rakuten')
      expect(byCode).toMatchObject({ item_ref: card.item_ref, shop_id: RAKUTEN })
      const byUrl = await detail(context(), `?url=${encodeURIComponent(card.url)}`, 'rakuten')
      expect(byUrl.item_ref).toBe(card.item_ref)
      expect((await get(context(), `/catalog/v3/rakuten/detail?id=${card.id}`)).statusCode).toBe(404)
      const elsewhere = encodeURIComponent('https://jp.mercari.com/item/m12345678901')
      expect((await get(context(), `/catalog/v3/rakuten/detail?url=${elsewhere}`)).statusCode).toBe(404)
    })

    it("offers Nike's sizes; a chosen size is its own reference", async () => {
      const shoe = await detail(context(), '?id=DD1391-100', 'nike')
      expect(shoe.size.map((size) => size.name)).toEqual(expect.arrayContaining(['25.0cm', '26.5cm', '29.0cm']))
      expect(shoe).toMatchObject({ selected_option: null, can_buy_more: false, colorDescription: 'White', origin: 'Vietnam' })
      const sized = await detail(context(), '?id=DD1391-100.26_5', 'nike')
      expect(sized).toMatchObject({ item_ref: 'DD1391-100.26_5', selected_option: '26_5', path: '/other-market/2/DD1391-100.26_5' })
      expect((await get(context(), '/catalog/v3/nike/detail?id=DD1391-100.99_5')).statusCode).toBe(404)
      const kids = await allPages(context(), '?filters=age:kids', 'nike')
      expect(kids.map((card) => card.id)).toEqual(['FB7689-003'])
    })

    it("shows Yahoo Auction's current, start and buy-now prices, bids, end time and auto-extension, and ended auctions as ended", async () => {
      const db = context().database.db
      const [live] = await db
        .select({ itemRef: marketListings.itemRef })
        .from(marketListings)
        .where(
          and(eq(marketListings.shopId, YAHOO_AUCTION), eq(marketListings.saleStatus, 'on_sale'), isNotNull(marketListings.buyNowPrice)),
        )
        .limit(1)
      const auction = await detail(context(), `?id=${live.itemRef}`, 'yahoo-auction')
      expect(auction.auction).toMatchObject({
        current_price: auction.price,
        start_price: expect.any(Number),
        buy_now_price: expect.any(Number),
        bid_count: expect.any(Number),
        auto_extension: expect.any(Boolean),
        ended: false,
      })
      expect(auction.auction!.end_time * 1000).toBeGreaterThan(Date.now())
      // What the full cost before bidding needs: the listing's weight (or null) and who pays shipping in Japan.
      const [facts] = await context()
        .database.db.select({ weight: marketListings.weightGrams, payer: marketListings.shippingPayer })
        .from(marketListings)
        .where(and(eq(marketListings.shopId, YAHOO_AUCTION), eq(marketListings.itemRef, live.itemRef)))
      expect(auction.auction).toMatchObject({ weight_grams: facts.weight, buyer_pays_shipping: facts.payer === 'buyer' })
      expect(auction.auction!.start_price).toBeLessThanOrEqual(auction.price)
      expect(auction.quick_decision_price).toBe(auction.auction!.buy_now_price)

      // Past its end time the auction has ended (asked in another language: answers are cached a minute).
      context().clock.set(new Date(auction.auction!.end_time * 1000 + 1000))
      try {
        const later = await detail(context(), `?id=${live.itemRef}`, 'yahoo-auction', 'ja')
        expect(later).toMatchObject({ sale_status: 'ended', auction: { ended: true } })
      } finally {
        context().clock.reset()
      }
      const ended = await allPages(context(), '?sort=price_asc', 'yahoo-auction')
      expect(ended.some((card) => card.sale_status === 'ended' && card.end_time! * 1000 < Date.now())).toBe(true)
    })

    it("opens a seller's shop: the seller, their reviews and only their listings, paged", async () => {
      const [card] = (await list(context(), '')).items
      const sellerId = card.shop!.id
      const shop = await json<{ seller: Record<string, unknown>; items: MarketProductCard[]; pagination: object }>(
        context(),
        `/catalog/v3/mercari/seller-shop?seller_id=${sellerId}`,
      )
      expect(shop.seller).toMatchObject({ id: sellerId, identity_verification: expect.any(Boolean), good_rate_percent: expect.any(Number) })
      expect(shop.items.length).toBeGreaterThan(0)
      expect(shop.items.every((item) => item.shop?.id === sellerId)).toBe(true)
      expect(shop.pagination).toMatchObject({ page: 1 })
      const missing = await get(context(), '/catalog/v3/mercari/seller-shop?seller_id=nobody', 'vi')
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('Không tìm thấy người bán.')
      expect((await get(context(), '/catalog/v3/mercari/seller-shop')).statusCode).toBe(400)

      const rate = await json<{ data: { good: number; normal: number; bad: number; good_rate_percent: number } }>(
        context(),
        '/catalog/v2/yahoo-auction/shop-rate?seller_id=retro_game_base',
      )
      expect(rate.data).toMatchObject({ good: 1942, normal: 11, bad: 3, good_rate_percent: 99 })
      expect((await get(context(), '/catalog/v2/yahoo-auction/shop-rate?seller_id=227381904')).statusCode).toBe(404)
    })

    it('searches every shop at once: our own and the markets, cheapest first on request, 30 a page, with a count per shop', async () => {
      // "Nước dưỡng" (lotion) without accents: Hada Labo at our ikom and at the markets.
      const first = await json<MarketSearchResponse>(context(), '/catalog/v3/search?query=nuoc%20duong&sort=price_asc', 'vi')
      const shops = first.counts.map((count) => count.shop_id)
      expect(shops).toEqual(expect.arrayContaining([390, 1, 3, 6]))
      expect(first.total).toBe(first.counts.reduce((sum, count) => sum + count.count, 0))
      expect(first.per_page).toBe(30)
      const prices = first.data.map((card) => card.price)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(new Set(first.data.map((card) => card.supplier_id)).size).toBeGreaterThan(1)
      const own = first.data.find((card) => card.supplier_id === 390)
      expect(own?.path).toMatch(/^\/products\/ikom\/\d+$/)

      const nike = await json<MarketSearchResponse>(context(), '/catalog/v3/search?query=nike&sort=price_desc')
      const dear = nike.data.map((card) => card.price)
      expect(dear).toEqual([...dear].sort((a, b) => b - a))
      const narrowed = await json<MarketSearchResponse>(context(), '/catalog/v3/search?query=nike&shop=nike')
      expect(new Set(narrowed.data.map((card) => card.supplier_id))).toEqual(new Set([2]))
      expect(narrowed.counts).toEqual(nike.counts)
      expect(narrowed.total).toBe(nike.counts.find((count) => count.shop_id === 2)?.count)

      const everything = await json<MarketSearchResponse>(context(), '/catalog/v3/search?query=a&sort=price_asc')
      expect(everything.total).toBeGreaterThan(30)
      const second = await json<MarketSearchResponse>(context(), '/catalog/v3/search?query=a&sort=price_asc&page=2')
      expect(second.data[0].price).toBeGreaterThanOrEqual(everything.data[29].price)
      const firstRefs = new Set(everything.data.map((card) => `${card.supplier_id}/${card.item_ref}`))
      expect(second.data.some((card) => firstRefs.has(`${card.supplier_id}/${card.item_ref}`))).toBe(false)

      const translated = await json<MarketSearchResponse>(
        context(),
        '/catalog/v3/search?query=noise%20cancelling%20cans&is_translate_search=1',
      )
      expect(translated.translated_query).toBe('ヘッドホン')
      expect(translated.total).toBeGreaterThan(0)
      for (const query of ['', 'query=', `query=${'x'.repeat(2001)}`, 'query=a&page=35', 'query=a&shop=ebay', 'query=a&sort=newest']) {
        expect([400, 404], query).toContain((await get(context(), `/catalog/v3/search?${query}`)).statusCode)
      }
    })

    it("publishes each market's categories, filter options and Amazon's deal events as cached JSON", async () => {
      const rakuma = await json<{ data: { id: string; parent_id: string | null; is_leaf: boolean; lang: { en: string } }[] }>(
        context(),
        '/catalog/static/rakuma/categories-first.json',
      )
      // Rakuma's fashion drills down by women's and men's before the kind of goods.
      const women = rakuma.data.find((category) => category.lang.en === 'Women')!
      expect(women).toMatchObject({ parent_id: '1000', is_leaf: false })
      expect(rakuma.data.filter((category) => category.parent_id === women.id).every((category) => category.is_leaf)).toBe(true)
      const etag = (await get(context(), '/catalog/static/mercari/categories-first.json')).headers.etag as string
      const again = (language: string) =>
        context().app.inject({
          url: '/catalog/static/mercari/categories-first.json',
          headers: { 'if-none-match': etag, 'accept-language': language },
        })
      expect((await again('en')).statusCode).toBe(304)
      // Names are in the reader's language: another language is another document.
      expect((await again('vi')).statusCode).toBe(200)

      const filters = await json<{ markets: Record<string, { group: string; options: { value: string; label: object }[] }[]> }>(
        context(),
        '/catalog/static/filter-all-web.json',
      )
      expect(Object.keys(filters.markets)).toHaveLength(11)
      expect(filters.markets.mercari.map((group) => group.group)).toEqual(['price', 'status', 'shipping', 'colors'])
      expect(filters.markets.netmall.find((group) => group.group === 'rank')?.options.map((option) => option.value)).toEqual([
        'A',
        'B',
        'C',
        'D',
        'J',
      ])
      expect(filters.markets.mercari[1].options[0]).toEqual({ value: 'new', label: CONDITIONS.new })

      const events = await json<{ data: { id: string; count: number }[] }>(context(), '/catalog/static/event/amazon.list.json')
      expect(events.data.length).toBeGreaterThan(0)
      const products = await json<{ data: MarketProductCard[] }>(context(), `/catalog/static/event/products/${events.data[0].id}.json`)
      expect(products.data).toHaveLength(events.data[0].count)
      expect(products.data.every((card) => card.supplier_id === 3 && card.discount.percent >= 10)).toBe(true)
      expect((await get(context(), '/catalog/static/event/products/999.json')).statusCode).toBe(404)
      expect((await get(context(), '/catalog/static/event/products/..%2Fx.json')).statusCode).toBe(404)
    })

    it('keeps no auction without its facts and no shop without listings', async () => {
      const db = context().database.db
      const [broken] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(marketListings)
        .where(and(eq(marketListings.shopId, YAHOO_AUCTION), isNull(marketListings.endTime)))
      expect(broken.count).toBe(0)
      const perShop = await db
        .select({ shopId: marketListings.shopId, count: sql<number>`count(*)::int` })
        .from(marketListings)
        .groupBy(marketListings.shopId)
      expect(perShop.map((row) => row.shopId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    })
  },
  { translation: phrasebook },
)
