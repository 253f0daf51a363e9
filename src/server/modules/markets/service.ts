import { marketItemRef } from '@shared/catalog/product-path'
import { parseMarketplaceUrl } from '@shared/catalog/marketplace-url'
import type {
  MarketCategory,
  MarketDetailQuery,
  MarketListQuery,
  MarketListResponse,
  MarketProductDetail,
  SellerShopResponse,
} from '@shared/contracts/market'
import type { Locale } from '@shared/i18n/locales'
import type { MarketFilters } from '@shared/markets/filters'
import { MARKET_LIST_PAGE_SIZE, MARKET_RECOMMENDATIONS, SELLER_SHOP_PAGE_SIZE } from '@shared/markets/listing-facts'
import type { ShopEntry } from '@shared/shops/registry'
import { AppError, notFound } from '@server/http/app-error'
import type { MarketConnector } from './connector'
import type { FilterOptionData } from './model'
import { lookupRefs, resolveItem } from './options'
import { toCard, toCategories, toDetail, toSeller } from './present'

/** Turns a query into the Japanese one also searched (is_translate_search); null when nothing to add. */
export type ToJapanese = (text: string, locale: Locale) => Promise<string | null>

const MAX_SUGGESTED_CATEGORIES = 8

/** Every chosen option must be one the market offers (a 400 on `filters` otherwise). */
function checkFilters(filters: MarketFilters, offered: readonly FilterOptionData[]) {
  const known = new Set(offered.map((option) => `${option.group}:${option.value}`))
  for (const [group, values] of Object.entries(filters)) {
    for (const value of values ?? [])
      if (!known.has(`${group}:${value}`)) throw new AppError(400, 'marketFilterUnknown', {}, { filters: ['marketFilterUnknown'] })
  }
}

export async function searchTerms(search: string | undefined, translate: boolean, locale: Locale, toJapanese: ToJapanese) {
  if (!search) return []
  const japanese = translate ? await toJapanese(search, locale) : null
  return japanese && japanese !== search ? [search, japanese] : [search]
}

/** GET /catalog/v3/{shop}: a page of the list, the category's children and, for a search, the categories it falls in. */
export async function marketList(
  connector: MarketConnector,
  shop: ShopEntry,
  query: MarketListQuery,
  context: { locale: Locale; now: Date; toJapanese: ToJapanese },
): Promise<MarketListResponse> {
  const { locale } = context
  const filters = query.filters ?? {}
  const [rows, offered] = await Promise.all([connector.categories(shop.id), connector.filterOptions(shop.id)])
  checkFilters(filters, offered)
  if (query.category_id && !rows.some((row) => row.id === query.category_id)) throw notFound()
  const terms = await searchTerms(query.search, query.is_translate_search ?? false, locale, context.toJapanese)
  const page = query.page ?? 1
  const found = await connector.list(shop.id, {
    categoryId: query.category_id,
    terms,
    filters,
    sort: query.sort,
    page,
    pageSize: MARKET_LIST_PAGE_SIZE,
  })
  const categories = toCategories(rows, locale)
  const items = found.listings.map((listing) => toCard(listing, locale, context.now))
  return {
    items,
    sub_categories: categories.filter((category) => category.parent_id === (query.category_id ?? null)),
    suggest_categories: terms.length > 0 ? suggestedCategories(categories, found.listings) : [],
    pagination: { page, is_allow_next: found.hasNext },
  }
}

function suggestedCategories(categories: MarketCategory[], listings: readonly { categoryId: string | null }[]): MarketCategory[] {
  const ids = new Set(listings.map((listing) => listing.categoryId).filter((id) => id !== null))
  return categories.filter((category) => ids.has(category.id)).slice(0, MAX_SUGGESTED_CATEGORIES)
}

/** The reference a detail request names: `id` (and the store's code), or the market's own address of the item. */
function requestedRef(shop: ShopEntry, query: MarketDetailQuery): string {
  if (query.id !== undefined) return marketItemRef(query.id, query.shop_id)
  const link = parseMarketplaceUrl(query.url ?? '')
  if (!link || link.shop.id !== shop.id) throw new AppError(404, 'productNotFound')
  return link.itemRef
}

/** GET /catalog/v3/{shop}/detail. */
export async function marketDetail(
  connector: MarketConnector,
  shop: ShopEntry,
  query: MarketDetailQuery,
  context: { locale: Locale; now: Date },
): Promise<MarketProductDetail> {
  const itemRef = requestedRef(shop, query)
  const found = new Map((await connector.listings(shop.id, lookupRefs([itemRef]))).map((listing) => [listing.itemRef, listing]))
  const resolved = resolveItem(found, itemRef)
  if (!resolved) throw new AppError(404, 'productNotFound')
  const { listing, chosen } = resolved
  const [categories, seller, recommended] = await Promise.all([
    connector.categories(shop.id),
    listing.sellerDetails !== undefined ? listing.sellerDetails : listing.seller ? connector.seller(shop.id, listing.seller.id) : null,
    connector.recommendations(shop.id, listing, MARKET_RECOMMENDATIONS),
  ])
  const recommends = recommended.map((other) => toCard(other, context.locale, context.now))
  return toDetail(listing, context.locale, { categories, seller, recommends, chosen, now: context.now })
}

/** GET /catalog/v3/{shop}/seller-shop. */
export async function sellerShop(
  connector: MarketConnector,
  shop: ShopEntry,
  sellerId: string,
  page: number,
  context: { locale: Locale; now: Date },
): Promise<SellerShopResponse> {
  const seller = await connector.seller(shop.id, sellerId)
  if (!seller) throw new AppError(404, 'marketSellerNotFound')
  const found = await connector.sellerListings(shop.id, sellerId, page, SELLER_SHOP_PAGE_SIZE)
  return {
    seller: toSeller(seller, context.locale),
    items: found.listings.map((listing) => toCard(listing, context.locale, context.now)),
    pagination: { page, is_allow_next: found.hasNext },
  }
}
