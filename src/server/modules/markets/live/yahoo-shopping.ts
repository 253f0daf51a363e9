import { z } from 'zod'
import { marketItemRef, splitMarketItemRef } from '@shared/catalog/product-path'
import { SELLER_MAX_RATING, type MarketSort } from '@shared/markets/listing-facts'
import type { ListingWithDetails } from '../model'
import { emptyApiPage, type MarketApi, type MarketApiQuery, noDetails, noListingFacts } from './market-api'
import type { Transport } from './transport'

export const YAHOO_SHOPPING_SHOP_ID = 7
/** itemSearch v3 serves at most 100 results a request, and start + results ≤ 1,000. */
export const YAHOO_MAX_RESULTS = 100
export const YAHOO_MAX_POSITION = 1_000

export type YahooShoppingSettings = { appId: string; apiUrl: string }

const SORTS: Record<MarketSort, string> = { price_asc: '+price', price_desc: '-price' }
/** shipping.code 2: free shipping within Japan. */
const FREE_SHIPPING = 2

const reviewSchema = z.object({ rate: z.number(), count: z.number().int().nonnegative() })
const hitSchema = z.object({
  name: z.string(),
  description: z.string().default(''),
  headLine: z.string().default(''),
  code: z.string().min(1),
  inStock: z.boolean().default(true),
  condition: z.string().optional(),
  price: z.number().int().nonnegative(),
  priceLabel: z.object({ defaultPrice: z.number().nullish(), fixedPrice: z.number().nullish() }).nullish(),
  image: z.object({ small: z.string().optional(), medium: z.string().optional() }).nullish(),
  exImage: z.object({ url: z.string() }).nullish(),
  review: reviewSchema.nullish(),
  shipping: z.object({ code: z.number() }).nullish(),
  brand: z.object({ name: z.string() }).nullish(),
  seller: z.object({ sellerId: z.string().min(1), name: z.string(), review: reviewSchema.nullish() }),
})
const searchSchema = z.object({
  totalResultsAvailable: z.number().int().nonnegative(),
  firstResultsPosition: z.number().int(),
  hits: z.array(hitSchema),
})
type Hit = z.infer<typeof hitSchema>

/** Yahoo's code is "{store}_{item}"; ours "{store}:{item}" (src/shared/catalog/product-path.ts). */
function itemRefOf(hit: Hit): string {
  const prefix = `${hit.seller.sellerId}_`
  return hit.code.startsWith(prefix) ? marketItemRef(hit.code.slice(prefix.length), hit.seller.sellerId) : hit.code
}

function toListing(hit: Hit): ListingWithDetails {
  const listPrice = hit.priceLabel?.fixedPrice ?? hit.priceLabel?.defaultPrice ?? hit.price
  const image = hit.exImage?.url ?? hit.image?.medium ?? hit.image?.small
  return {
    ...noListingFacts(),
    shopId: YAHOO_SHOPPING_SHOP_ID,
    itemRef: itemRefOf(hit),
    names: { ja: hit.name, vi: '', en: '' },
    price: hit.price,
    initialPrice: Math.max(listPrice, hit.price),
    imageUrls: image ? [image] : [],
    saleStatus: hit.inStock ? 'on_sale' : 'sold_out',
    brand: hit.brand?.name || null,
    condition: hit.condition === 'new' ? 'new' : null,
    rating: hit.review && hit.review.count > 0 ? hit.review.rate : null,
    reviewsCount: hit.review?.count ?? 0,
    seller: {
      id: hit.seller.sellerId,
      name: hit.seller.name,
      imageUrl: '',
      rating: hit.seller.review && hit.seller.review.count > 0 ? hit.seller.review.rate : SELLER_MAX_RATING,
    },
    details: {
      ...noDetails(),
      description: { ja: hit.description, vi: '', en: '' },
      subTitle: hit.headLine || null,
      freeShipping: hit.shipping?.code === FREE_SHIPPING,
    },
  }
}

/** How many results a request starting at `start` may ask for (start + results ≤ 1,000). */
const resultsFrom = (start: number, pageSize: number) => Math.min(pageSize, YAHOO_MAX_RESULTS, YAHOO_MAX_POSITION - start)

/** Yahoo! Shopping itemSearch v3 (shopping.yahooapis.jp/ShoppingWebService/V3/itemSearch). */
export function createYahooShoppingApi(settings: YahooShoppingSettings, transport: Transport): MarketApi {
  const endpoint = `${settings.apiUrl.replace(/\/$/, '')}/ShoppingWebService/V3/itemSearch`
  const parse = (body: unknown) => searchSchema.parse(body)

  async function search(query: MarketApiQuery) {
    const start = (query.page - 1) * query.pageSize + 1
    const results = resultsFrom(start, query.pageSize)
    if (results < 1) return emptyApiPage
    const address = new URL(endpoint)
    const params = {
      appid: settings.appId,
      query: query.keyword,
      seller_id: query.sellerId,
      sort: query.sort ? SORTS[query.sort] : undefined,
      price_from: query.minPrice,
      price_to: query.maxPrice,
      start,
      results,
    }
    for (const [name, value] of Object.entries(params)) if (value !== undefined) address.searchParams.set(name, String(value))
    const answer = await transport.getJson(address, parse)
    if (!answer) return emptyApiPage
    const next = start + query.pageSize
    return {
      listings: answer.hits.map(toListing),
      total: answer.totalResultsAvailable,
      hasNext: next <= answer.totalResultsAvailable && resultsFrom(next, query.pageSize) >= 1,
    }
  }

  return {
    search,
    // itemSearch has no lookup by code: the store's items matching the code, then the exact one.
    async item(itemRef) {
      const { itemCode, storeCode } = splitMarketItemRef(itemRef)
      if (!storeCode) return null
      const answer = await search({ keyword: itemCode, sellerId: storeCode, page: 1, pageSize: 10 })
      return answer.listings.find((listing) => listing.itemRef === itemRef) ?? null
    },
  }
}
