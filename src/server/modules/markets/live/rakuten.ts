import { z } from 'zod'
import type { MarketSort } from '@shared/markets/listing-facts'
import type { ListingWithDetails } from '../model'
import { emptyApiPage, type MarketApi, type MarketApiQuery, noDetails, noListingFacts } from './market-api'
import type { Transport } from './transport'

export const RAKUTEN_SHOP_ID = 6
/** Rakuten Ichiba Item Search serves at most 30 hits a page and 100 pages. */
export const RAKUTEN_MAX_HITS = 30
export const RAKUTEN_MAX_PAGE = 100

export type RakutenSettings = {
  applicationId: string
  accessKey: string
  /** The site registered for the application: sent as Origin and Referer on every request. */
  origin: string
  /** The API version in the path; retired versions answer 400 "API Configuration not found". */
  version: string
  apiUrl: string
}

const SORTS: Record<MarketSort, string> = { price_asc: '+itemPrice', price_desc: '-itemPrice' }

const imageSchema = z.union([z.string(), z.object({ imageUrl: z.string() }).transform((image) => image.imageUrl)])
const itemSchema = z.object({
  itemName: z.string(),
  itemCode: z.string().regex(/^[^:]+:[^:]+$/),
  itemPrice: z.number().int().nonnegative(),
  itemCaption: z.string().default(''),
  catchcopy: z.string().default(''),
  mediumImageUrls: z.array(imageSchema).default([]),
  availability: z.number().default(1),
  postageFlag: z.number().default(1),
  reviewCount: z.number().int().nonnegative().default(0),
  reviewAverage: z.coerce.number().default(0),
  shopName: z.string(),
  shopCode: z.string(),
})
/** formatVersion 2 lists items as they are; version 1 wraps each in {Item}. */
const searchSchema = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int(),
  pageCount: z.number().int().nonnegative(),
  Items: z.array(z.union([itemSchema, z.object({ Item: itemSchema }).transform((wrapped) => wrapped.Item)])),
})
type RakutenItem = z.infer<typeof itemSchema>

/** Thumbnails come sized by `?_ex=128x128`; without it Rakuten serves the picture as the shop uploaded it. */
const fullSize = (url: string) => url.replace(/\?_ex=\d+x\d+$/, '')

function toListing(item: RakutenItem): ListingWithDetails {
  return {
    ...noListingFacts(),
    shopId: RAKUTEN_SHOP_ID,
    itemRef: item.itemCode,
    names: { ja: item.itemName, vi: '', en: '' },
    price: item.itemPrice,
    initialPrice: item.itemPrice,
    imageUrls: item.mediumImageUrls.map(fullSize),
    saleStatus: item.availability === 1 ? 'on_sale' : 'sold_out',
    rating: item.reviewCount > 0 ? item.reviewAverage : null,
    reviewsCount: item.reviewCount,
    // The search API tells nothing of the shop's own rating: the spec's default (5 of 5).
    seller: { id: item.shopCode, name: item.shopName, imageUrl: '', rating: 5 },
    details: {
      ...noDetails(),
      description: { ja: item.itemCaption, vi: '', en: '' },
      subTitle: item.catchcopy || null,
      // postageFlag 0: the price includes shipping within Japan.
      freeShipping: item.postageFlag === 0,
    },
  }
}

/** Rakuten Ichiba Item Search (openapi.rakuten.co.jp/ichibams/api/IchibaItem/Search/{version}). */
export function createRakutenApi(settings: RakutenSettings, transport: Transport): MarketApi {
  const endpoint = `${settings.apiUrl.replace(/\/$/, '')}/ichibams/api/IchibaItem/Search/${encodeURIComponent(settings.version)}`

  function url(params: Record<string, string | number | undefined>): URL {
    const address = new URL(endpoint)
    const all = { applicationId: settings.applicationId, accessKey: settings.accessKey, format: 'json', formatVersion: 2, ...params }
    for (const [name, value] of Object.entries(all)) if (value !== undefined) address.searchParams.set(name, String(value))
    return address
  }

  const parse = (body: unknown) => searchSchema.parse(body)

  return {
    async search(query: MarketApiQuery) {
      if (query.page > RAKUTEN_MAX_PAGE) return emptyApiPage
      const answer = await transport.getJson(
        url({
          keyword: query.keyword,
          shopCode: query.sellerId,
          sort: query.sort ? SORTS[query.sort] : undefined,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          hits: Math.min(query.pageSize, RAKUTEN_MAX_HITS),
          page: query.page,
        }),
        parse,
      )
      if (!answer) return emptyApiPage
      return {
        listings: answer.Items.map(toListing),
        total: answer.count,
        hasNext: query.page < Math.min(answer.pageCount, RAKUTEN_MAX_PAGE),
      }
    },

    async item(itemRef) {
      if (!/^[^:]+:[^:]+$/.test(itemRef)) return null
      // availability=0: sold-out items too, so a cart line says "sold out" rather than "not found".
      const answer = await transport.getJson(url({ itemCode: itemRef, availability: 0, hits: 1 }), parse)
      const found = answer?.Items.find((item) => item.itemCode === itemRef)
      return found ? toListing(found) : null
    },
  }
}
