import { productPath } from '@shared/catalog/product-path'
import { cleanSearchQuery } from '@shared/catalog/search-query'
import { type SearchVariant, searchVariants } from '@shared/catalog/search-synonyms'
import { foldSearchText } from '@shared/catalog/search-text'
import type { ProductCard } from '@shared/contracts/catalog'
import type { MarketProductCard, MarketSearchQuery, MarketSearchResponse } from '@shared/contracts/market'
import type { Locale } from '@shared/i18n/locales'
import { MARKET_SEARCH_MAX_PAGE, MARKET_SEARCH_PAGE_SIZE, type MarketSearchSort } from '@shared/markets/listing-facts'
import { SHOPS, findShop, type ShopEntry } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import {
  byRelevance,
  cached,
  matchingTerms,
  relevanceQuery,
  relevanceScorer,
  searchOwnProducts,
  weighed,
  type RelevanceQuery,
} from '@server/modules/catalog'
import { shopLogoUrl } from '@server/modules/media'
import { effectiveSaleStatus, type MarketConnector, type MarketConnectors } from './connector'
import type { Listing, MarketCategoryData } from './model'
import { toCard } from './present'
import type { CrossShopSearchRequest, CrossShopSource, ScoredCard } from './search-sources'
import type { ToJapanese } from './service'
import { marketNotFound } from './shops'

type Found = { found: ScoredCard[]; counts: Map<number, number> }
/** A search's cards in order and its count per shop. */
type Gathered = { cards: MarketProductCard[]; counts: [number, number][] }

/**
 * The candidates the relevance order ranks: each source's (each market term's) cheapest this many
 * matches. Bounded so a common word costs a few hundred rows, not every match; the relevance
 * order's pages end with them (the price orders page through every match).
 */
const RELEVANCE_CANDIDATES = 10 * MARKET_SEARCH_PAGE_SIZE

type SourceRequest = CrossShopSearchRequest & { keyword: string | null }

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

/** Our own shops' matches (the cheapest or dearest `limit`), and how many each shop has. */
async function searchOwnShops(db: Database, shops: readonly ShopEntry[], request: SourceRequest): Promise<Found> {
  const { matches, counts } = await searchOwnProducts(db, {
    terms: request.terms,
    shopIds: shops.map((shop) => shop.id),
    descending: request.sort === 'price_desc',
    limit: request.limit,
    locale: request.locale,
  })
  return { found: matches.map((match) => ({ card: ownCard(match.card), relevance: match.relevance })), counts }
}

/** A category's names and those above it, in every language (the markets' categories are cached lists). */
async function categoryNamesOf(connector: MarketConnector, shopId: number): Promise<(categoryId: string | null) => string[]> {
  const categories = new Map<string, MarketCategoryData>((await connector.categories(shopId)).map((category) => [category.id, category]))
  return (categoryId) => {
    const names: string[] = []
    const seen = new Set<string>()
    for (let category = categoryId ? categories.get(categoryId) : undefined; category && !seen.has(category.id); ) {
      seen.add(category.id)
      names.push(category.names.vi, category.names.en, category.names.ja)
      category = category.parentId ? categories.get(category.parentId) : undefined
    }
    return names
  }
}

function scoredListing(listing: Listing, request: SourceRequest, categories: (categoryId: string | null) => string[]): ScoredCard {
  const card = toCard(listing, request.locale, request.now)
  const status = effectiveSaleStatus(listing, request.now)
  return {
    card,
    relevance: {
      names: listing.names,
      categories: categories(listing.categoryId),
      status: status === 'on_sale' ? 'available' : status === 'ended' ? 'ended' : 'sold_out',
    },
  }
}

async function searchMarkets(connectors: MarketConnectors, shopIds: readonly number[], request: SourceRequest): Promise<Found> {
  const found: Found = { found: [], counts: new Map() }
  const relevance = request.sort === 'relevance'
  for (const connector of connectors.all) {
    const mine = connector.shopIds.filter((shopId) => shopIds.includes(shopId))
    if (mine.length === 0) continue
    const result = await connector.search({
      terms: [...request.terms],
      keyword: request.keyword,
      shopIds: mine,
      sort: request.sort === 'price_desc' ? 'price_desc' : 'price_asc',
      limit: request.limit,
      includeEnded: request.includeEnded,
      relevance,
    })
    const namesByShop = new Map<number, (categoryId: string | null) => string[]>()
    if (relevance)
      for (const shopId of new Set(result.listings.map((listing) => listing.shopId)))
        namesByShop.set(shopId, await categoryNamesOf(connector, shopId))
    const none = () => []
    found.found.push(...result.listings.map((listing) => scoredListing(listing, request, namesByShop.get(listing.shopId) ?? none)))
    for (const [shopId, count] of result.counts) found.counts.set(shopId, count)
  }
  return found
}

async function searchSources(sources: readonly CrossShopSource[], shopIds: readonly number[], request: SourceRequest): Promise<Found> {
  const answers = await Promise.all(
    sources.filter((source) => source.shopIds.some((shopId) => shopIds.includes(shopId))).map((source) => source.search(request)),
  )
  return { found: answers.flatMap((answer) => answer.found), counts: new Map(answers.flatMap((answer) => [...answer.counts])) }
}

const keyOf = (card: MarketProductCard) => `${card.supplier_id}/${card.item_ref}`

/** By price, a price not known yet (0: an Ecoring preview) after every known one. */
const byPrice = (sort: MarketSearchSort) => (a: MarketProductCard, b: MarketProductCard) =>
  Number(a.price === 0) - Number(b.price === 0) ||
  (sort === 'price_desc' ? b.price - a.price : a.price - b.price) ||
  a.supplier_id - b.supplier_id ||
  a.item_ref.localeCompare(b.item_ref)

function ordered(found: readonly ScoredCard[], sort: MarketSearchSort, query: RelevanceQuery): MarketProductCard[] {
  if (sort !== 'relevance') return found.map((match) => match.card).sort(byPrice(sort))
  const score = relevanceScorer(query)
  return found
    .map((match) => ({ card: match.card, score: score(match.relevance), price: match.card.price, key: keyOf(match.card) }))
    .sort(byRelevance)
    .map((scored) => scored.card)
}

/** The typed words and their synonyms, then the Japanese translation (and its synonyms) as another language's words. */
function variantsOf(text: string, japanese: string | null): SearchVariant[] {
  const variants = searchVariants(text)
  if (japanese) {
    const seen = new Set(variants.map((variant) => foldSearchText(variant.text)))
    for (const variant of searchVariants(japanese)) {
      if (seen.has(foldSearchText(variant.text))) continue
      seen.add(foldSearchText(variant.text))
      variants.push({ ...variant, typed: false, languages: variant.typed ? ['ja'] : variant.languages })
    }
  }
  return variants
}

/**
 * GET /catalog/v3/search: our own shops, every market and Ecoring in one list, 30 a page, with the
 * number of matches in each shop (counted over every shop, also when narrowed to one, so the
 * customer can switch). The query is searched without its symbols, cut when too long, with the
 * synonyms of a category it names (src/shared/catalog/search-synonyms.ts). By relevance (the
 * default) each source gives its cheapest matches up to the deepest page, ranked together; by
 * price each gives its first page × 30 and the pages are cut from the merge, so any page is exact.
 * Ended auctions are left out unless asked for.
 */
export async function searchEverywhere(
  db: Database,
  connectors: MarketConnectors,
  sources: readonly CrossShopSource[],
  query: MarketSearchQuery,
  context: { locale: Locale; now: Date; toJapanese: ToJapanese },
): Promise<MarketSearchResponse> {
  const narrowed = query.shop === undefined ? undefined : findShop(query.shop)
  if (query.shop !== undefined && !narrowed) throw marketNotFound()
  const page = query.page ?? 1
  const sort = query.sort ?? 'relevance'
  const cleaned = cleanSearchQuery(query.query)
  const japanese = cleaned.text && query.is_translate_search ? await context.toJapanese(cleaned.text, context.locale) : null
  const translated = japanese && japanese !== cleaned.text ? japanese : null
  const relevance = relevanceQuery(variantsOf(cleaned.text, translated))
  const request: SourceRequest = {
    terms: matchingTerms(relevance),
    keyword: cleaned.text ? (translated ?? cleaned.text) : null,
    sort,
    limit: sort === 'relevance' ? RELEVANCE_CANDIDATES : page * MARKET_SEARCH_PAGE_SIZE,
    includeEnded: query.include_ended ?? false,
    locale: context.locale,
    now: context.now,
  }
  const inScope = (shop: ShopEntry) => !narrowed || narrowed.id === shop.id
  const own = SHOPS.filter((shop) => shop.kind === 'internal' && inScope(shop))
  const markets = SHOPS.filter((shop) => shop.kind === 'market' && inScope(shop)).map((shop) => shop.id)
  const others = SHOPS.filter((shop) => shop.kind === 'auction-house' && inScope(shop)).map((shop) => shop.id)
  const gather = async (): Promise<Gathered> => {
    const [ownFound, marketFound, otherFound, everywhere] = await Promise.all([
      searchOwnShops(db, own, request),
      searchMarkets(connectors, markets, request),
      searchSources(sources, others, request),
      narrowed ? allCounts(db, connectors, sources, request) : null,
    ])
    const counts = everywhere ?? new Map([...ownFound.counts, ...marketFound.counts, ...otherFound.counts])
    return { cards: ordered([...ownFound.found, ...marketFound.found, ...otherFound.found], sort, relevance), counts: [...counts] }
  }
  // The ranked candidates serve every page of the search: kept (as objects, weighed by their JSON's size) like the
  // counts. Hundreds of cards: parsing them again on every request cost more than the rest of the answer.
  const gathered: Gathered =
    sort === 'relevance'
      ? (
          await cached(
            db,
            `market-search-ranked:${context.locale}:${JSON.stringify([cleaned.text, translated, narrowed?.id, request.includeEnded])}`,
            async () => weighed(await gather()),
          )
        ).value
      : await gather()
  const counts = new Map(gathered.counts)
  const cards = gathered.cards
  const total = narrowed ? (counts.get(narrowed.id) ?? 0) : [...counts.values()].reduce((sum, count) => sum + count, 0)
  return {
    data: cards.slice((page - 1) * MARKET_SEARCH_PAGE_SIZE, page * MARKET_SEARCH_PAGE_SIZE),
    page,
    per_page: MARKET_SEARCH_PAGE_SIZE,
    total,
    last_page: Math.min(
      MARKET_SEARCH_MAX_PAGE,
      Math.max(1, Math.ceil((sort === 'relevance' ? Math.min(total, cards.length) : total) / MARKET_SEARCH_PAGE_SIZE)),
    ),
    counts: SHOPS.filter((shop) => (counts.get(shop.id) ?? 0) > 0).map((shop) => ({
      shop_id: shop.id,
      name: shop.name,
      path: shop.path,
      logo: shopLogoUrl(shop.path),
      count: counts.get(shop.id) ?? 0,
    })),
    translated_query: translated,
    query: cleaned.text,
    query_cut: cleaned.cut,
  }
}

/** The number of matches in every shop (for the chips while the list is narrowed to one). */
async function allCounts(
  db: Database,
  connectors: MarketConnectors,
  sources: readonly CrossShopSource[],
  request: SourceRequest,
): Promise<Map<number, number>> {
  const own = SHOPS.filter((shop) => shop.kind === 'internal')
  const markets = SHOPS.filter((shop) => shop.kind === 'market').map((shop) => shop.id)
  const others = SHOPS.filter((shop) => shop.kind === 'auction-house').map((shop) => shop.id)
  const countsOnly = { ...request, limit: 0 }
  const [ownFound, marketFound, otherFound] = await Promise.all([
    searchOwnShops(db, own, countsOnly),
    searchMarkets(connectors, markets, countsOnly),
    searchSources(sources, others, countsOnly),
  ])
  return new Map([...ownFound.counts, ...marketFound.counts, ...otherFound.counts])
}
