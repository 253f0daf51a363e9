import { productPath } from '@shared/catalog/product-path'
import type { ProductCard } from '@shared/contracts/catalog'
import type { MarketProductCard, MarketSearchQuery, MarketSearchResponse } from '@shared/contracts/market'
import type { Locale } from '@shared/i18n/locales'
import { MARKET_SEARCH_MAX_PAGE, MARKET_SEARCH_PAGE_SIZE, type MarketSort } from '@shared/markets/listing-facts'
import { SHOPS, findShop, type ShopEntry } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { searchOwnProducts } from '@server/modules/catalog'
import { shopLogoUrl } from '@server/modules/media'
import type { MarketConnectors } from './connector'
import { toCard } from './present'
import { type ToJapanese, searchTerms } from './service'
import { marketNotFound } from './shops'

type Found = { cards: MarketProductCard[]; counts: Map<number, number> }

/** Our own product as a card of the cross-shop search. */
function ownCard(product: ProductCard): MarketProductCard {
  const itemRef = String(product.id)
  const path = productPath(product.shop_id, itemRef)
  return {
    id: itemRef,
    item_ref: itemRef,
    append: null,
    path,
    name: product.name,
    original_name: product.name,
    image_uri: product.image_url,
    price: product.price,
    initial_price: product.initial_price,
    discount: { price: Math.max(0, product.initial_price - product.price), percent: product.discount },
    label: product.brand,
    sale_status: product.sale_status,
    url: path,
    shop: null,
    range_price: null,
    end_time: null,
    quick_decision_price: null,
    bid_count: null,
    supplier_id: product.shop_id,
    supplier_name: findShop(product.shop_id)?.name ?? String(product.shop_id),
  }
}

/** Our own shops' cheapest (or dearest) `limit` matches of the name, and how many each shop has. */
async function searchOwnShops(
  db: Database,
  shops: readonly ShopEntry[],
  text: string,
  request: { sort: MarketSort; limit: number; locale: Locale },
): Promise<Found> {
  const { cards, counts } = await searchOwnProducts(db, {
    text,
    shopIds: shops.map((shop) => shop.id),
    descending: request.sort === 'price_desc',
    limit: request.limit,
    locale: request.locale,
  })
  return { cards: cards.map(ownCard), counts }
}

async function searchMarkets(
  connectors: MarketConnectors,
  shopIds: readonly number[],
  request: { terms: string[]; sort: MarketSort; limit: number; locale: Locale; now: Date },
): Promise<Found> {
  const found: Found = { cards: [], counts: new Map() }
  for (const connector of connectors.all) {
    const mine = connector.shopIds.filter((shopId) => shopIds.includes(shopId))
    if (mine.length === 0) continue
    const result = await connector.search({ terms: request.terms, shopIds: mine, sort: request.sort, limit: request.limit })
    found.cards.push(...result.listings.map((listing) => toCard(listing, request.locale, request.now)))
    for (const [shopId, count] of result.counts) found.counts.set(shopId, count)
  }
  return found
}

const byPrice = (sort: MarketSort) => (a: MarketProductCard, b: MarketProductCard) =>
  (sort === 'price_desc' ? b.price - a.price : a.price - b.price) || a.supplier_id - b.supplier_id || a.item_ref.localeCompare(b.item_ref)

/**
 * GET /catalog/v3/search: our own shops and every market in one list by price, 30 a page, with the
 * number of matches in each shop (counted over every shop, also when narrowed to one, so the
 * customer can switch). Each source gives its first page × 30 matches; the pages are cut from the
 * merge, so any page is exact without counting positions across sources.
 */
export async function searchEverywhere(
  db: Database,
  connectors: MarketConnectors,
  query: MarketSearchQuery,
  context: { locale: Locale; now: Date; toJapanese: ToJapanese },
): Promise<MarketSearchResponse> {
  const narrowed = query.shop === undefined ? undefined : findShop(query.shop)
  if (query.shop !== undefined && !narrowed) throw marketNotFound()
  const page = query.page ?? 1
  const sort = query.sort ?? 'price_asc'
  const limit = page * MARKET_SEARCH_PAGE_SIZE
  const terms = await searchTerms(query.query, query.is_translate_search ?? false, context.locale, context.toJapanese)
  const own = SHOPS.filter((shop) => shop.kind === 'internal' && (!narrowed || narrowed.id === shop.id))
  const markets = SHOPS.filter((shop) => shop.kind === 'market' && (!narrowed || narrowed.id === shop.id)).map((shop) => shop.id)
  const request = { terms, sort, limit, locale: context.locale, now: context.now }
  const [ownFound, marketFound, everywhere] = await Promise.all([
    searchOwnShops(db, own, query.query, request),
    searchMarkets(connectors, markets, request),
    narrowed ? allCounts(db, connectors, query.query, request) : null,
  ])
  const counts = everywhere ?? new Map([...ownFound.counts, ...marketFound.counts])
  const cards = [...ownFound.cards, ...marketFound.cards].sort(byPrice(sort))
  const total = narrowed ? (counts.get(narrowed.id) ?? 0) : [...counts.values()].reduce((sum, count) => sum + count, 0)
  return {
    data: cards.slice((page - 1) * MARKET_SEARCH_PAGE_SIZE, limit),
    page,
    per_page: MARKET_SEARCH_PAGE_SIZE,
    total,
    last_page: Math.min(MARKET_SEARCH_MAX_PAGE, Math.max(1, Math.ceil(total / MARKET_SEARCH_PAGE_SIZE))),
    counts: SHOPS.filter((shop) => (counts.get(shop.id) ?? 0) > 0).map((shop) => ({
      shop_id: shop.id,
      name: shop.name,
      path: shop.path,
      logo: shopLogoUrl(shop.path),
      count: counts.get(shop.id) ?? 0,
    })),
    translated_query: terms[1] ?? null,
  }
}

/** The number of matches in every shop (for the chips while the list is narrowed to one). */
async function allCounts(
  db: Database,
  connectors: MarketConnectors,
  text: string,
  request: { terms: string[]; sort: MarketSort; locale: Locale; now: Date },
): Promise<Map<number, number>> {
  const own = SHOPS.filter((shop) => shop.kind === 'internal')
  const markets = SHOPS.filter((shop) => shop.kind === 'market').map((shop) => shop.id)
  const [ownFound, marketFound] = await Promise.all([
    searchOwnShops(db, own, text, { ...request, limit: 0 }),
    searchMarkets(connectors, markets, { ...request, limit: 0 }),
  ])
  return new Map([...ownFound.counts, ...marketFound.counts])
}
