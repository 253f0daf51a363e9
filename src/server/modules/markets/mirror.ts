import { createHash } from 'node:crypto'
import { and, asc, count, desc, eq, getTableName, gt, gte, inArray, isNull, lte, or, type Placeholder, sql, type SQL } from 'drizzle-orm'
import { isMarketFilterGroup, priceOptionRange } from '@shared/markets/filters'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { SHOPS } from '@shared/shops/registry'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { cached, containsPattern } from '@server/modules/catalog'
import type { ListRequest, MarketConnector, SearchRequest } from './connector'
import type { FilterOptionData, Listing, ListingPage } from './model'
import {
  listingColumns,
  listingJson,
  listingRowOf,
  sellerDetailColumns,
  toCategory,
  toListing,
  toListingWithDetails,
  toSeller,
} from './mirror-rows'
import { marketCategories, marketFilterOptions, marketListings, marketSellers } from './tables'
import { notEnded, searchWordIndex, searchWords } from './word-search'

const MARKET_IDS = SHOPS.filter((shop) => shop.kind === 'market').map((shop) => shop.id)
const DAY_MS = 86_400_000
/** How far a narrowed list walks its shop's order looking for its page before it gathers the matches instead (narrowedPage). */
const PROBE_ROWS = 3_000
/** A whole number written into a statement, not sent as a parameter (walkQuery and rangedPage say why). */
const inlineNumber = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number
/** Shapes of lists kept prepared per connector (orders × filter groups × price ranges); others are built each time. */
const MAX_PREPARED_LISTS = 200

/** `offset 0`, which Drizzle would leave out as a number: it keeps the planner from pushing a subquery's order into its scan. */
const OFFSET_FENCE = inlineNumber(0)

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/**
 * Any of the terms (the query, its translation), a term matching when each of its words is a
 * substring of the folded names, in any order: "tui porter" finds "Túi đeo vai Porter Tanker".
 */
function matchesTerms(terms: readonly string[]): SQL | undefined {
  const termWords = terms.map(searchWords).filter((words) => words.length > 0)
  if (termWords.length === 0) return undefined
  return or(...termWords.map((words) => and(...words.map((word) => sql`${marketListings.searchText} like ${containsPattern(word)}`))))
}

/** A facet ("status:good") or a category of a shop as market_listings.list_keys holds it (migration 0037). */
const listKey = (shopId: number, token: string) => `${shopId}:${token}`

/**
 * How a narrowing's values enter its SQL: in place (as parameters of a statement built for this request), or as
 * placeholders of a statement prepared once per shape, their values collected for it (`shape` names the structure).
 */
type Binder = { value: <T extends number | string>(value: T) => T | Placeholder; keys: (tokens: string[]) => SQL; shape: string[] }

const inPlace = (): Binder => ({ value: (value) => value, keys: textArray, shape: [] })

function asPlaceholders(): Binder & { params: Record<string, unknown> } {
  const params: Record<string, unknown> = {}
  const named = (value: unknown): Placeholder => {
    const name = `v${Object.keys(params).length}`
    params[name] = value
    return sql.placeholder(name)
  }
  return { params, shape: [], value: named, keys: (tokens) => sql`${named(tokens)}::text[]` }
}

/**
 * The chosen filters of a shop's list: price and new arrivals as ranges; every other group, and the category,
 * as list keys. One group's options widen (any of them); groups narrow (all of them).
 */
function matchesFilters(shopId: number, request: Pick<ListRequest, 'filters' | 'categoryId'>, now: Date, bind: Binder) {
  const ranges: SQL[] = []
  const keys: SQL[] = []
  if (request.categoryId) {
    keys.push(sql`${marketListings.listKeys} @> ${bind.keys([listKey(shopId, `category:${request.categoryId}`)])}`)
    bind.shape.push('c')
  }
  for (const [group, values] of Object.entries(request.filters)) {
    if (!values?.length || !isMarketFilterGroup(group)) continue
    if (group === 'price') {
      const priceRanges = values.flatMap((value) => {
        const range = priceOptionRange(value)
        if (!range) return []
        const [min, max] = range
        bind.shape.push(max === null ? 'p+' : 'p')
        const from = gte(marketListings.price, bind.value(min))
        return [max === null ? from : and(from, lte(marketListings.price, bind.value(max)))!]
      })
      if (priceRanges.length > 0) ranges.push(or(...priceRanges)!)
      bind.shape.push(';')
    } else if (group === 'new_arrivals') {
      const days = Math.max(...values.map(Number).filter(Number.isFinite))
      if (!Number.isFinite(days)) continue
      const since = new Date(now.getTime() - days * DAY_MS).toISOString()
      ranges.push(sql`${marketListings.listedAt} >= ${bind.value(since)}::timestamptz`)
      bind.shape.push('n')
    } else {
      keys.push(sql`${marketListings.listKeys} && ${bind.keys(values.map((value) => listKey(shopId, `${group}:${value}`)))}`)
      bind.shape.push('k')
    }
  }
  return { ranges, keys }
}

/**
 * A shop's list narrowing. `byIndexedColumns`: it names only what the order's index holds (not the words); then also
 * with its values as placeholders, for the statement prepared for its shape.
 */
type Narrowed = { shopId: number; narrowing: () => SQL[]; byIndexedColumns?: IndexedNarrowing }

type IndexedNarrowing = { shape: string; narrowing: SQL[]; params: Record<string, unknown> }

/** Across markets by price, in the order of market_listings_all_price_idx (price, shop_id, item_ref). */
function searchOrderOf(sort: SearchRequest['sort']): SQL[] {
  const direction = sort === 'price_desc' ? desc : asc
  return [direction(marketListings.price), direction(marketListings.shopId), direction(marketListings.itemRef)]
}

/** A list's orders, built once. */
const LIST_ORDERS = {
  price_asc: [asc(marketListings.price), asc(marketListings.itemRef)],
  price_desc: [desc(marketListings.price), desc(marketListings.itemRef)],
  newest: [desc(marketListings.listedAt), desc(marketListings.itemRef)],
}

function orderOf(sort: ListRequest['sort']): SQL[] {
  return LIST_ORDERS[sort ?? 'newest']
}

/** A page's rows, one more than the page (whether a next page exists). */
function pageRows<Query extends PgSelect>(query: Query, order: SQL[], pageNumber: number, pageSize: number) {
  return query
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset((pageNumber - 1) * pageSize)
}

/** A row of a list's statement: its listing as listingJson. */
type JsonRow = { listing: unknown[] }

/** A list's statement prepared for its shape, run with its values. */
type ListStatement = { execute: (params: Record<string, unknown>) => Promise<JsonRow[]> }

const listingOf = (row: JsonRow) => toListing(listingRowOf(row.listing))

const pageOf = (rows: JsonRow[], pageSize: number): ListingPage => ({
  listings: rows.slice(0, pageSize).map(listingOf),
  hasNext: rows.length > pageSize,
})

const sellerJoin = and(eq(marketSellers.shopId, marketListings.shopId), eq(marketSellers.id, marketListings.sellerId))

/**
 * The local mirror (the default connector of every market): listings, categories, sellers and
 * filter options kept in our database, seeded for the demo and loaded by `npm run import:market`.
 */
export function createMirrorConnector(db: Database, clock: Clock): MarketConnector {
  const selectListings = () => db.select({ listing: listingJson }).from(marketListings).leftJoin(marketSellers, sellerJoin)
  /** The same from the first rows of a shop's order, a subquery named as the table (so the columns and conditions apply unchanged). */
  const selectFirstListings = (shopId: number, order: SQL[], rows: number) => {
    const firstRows = db
      .select()
      .from(marketListings)
      .where(eq(marketListings.shopId, shopId))
      .orderBy(...order)
      .limit(rows)
    return db
      .select({ listing: listingJson })
      .from(firstRows.as(getTableName(marketListings)))
      .leftJoin(marketSellers, sellerJoin)
  }
  /**
   * The listings matching `where`, gathered from the indexes its conditions use before they are sorted: a subquery
   * named as the table, fenced (offset 0) so the planner cannot walk the list's order instead.
   */
  const selectGathered = (where: SQL | undefined) => {
    const matches = db.select().from(marketListings).where(where).offset(OFFSET_FENCE)
    return db
      .select({ listing: listingJson })
      .from(matches.as(getTableName(marketListings)))
      .leftJoin(marketSellers, sellerJoin)
      .$dynamic()
  }
  // A detail page's one statement (a listing, or an option's item, with its details and seller): built
  // once and prepared, since building the query cost more of a request's time than running it. Up to two
  // listings (a detail's item and the one its option belongs to) by `in ($1, $2)`: PostgreSQL keeps one plan for
  // it, where `= any` of an array it cannot see was planned anew on every run (0.27 of its 0.34 ms).
  const listingsWhere = (name: string, itemRefs: SQL) =>
    db
      .select({ ...listingColumns, ...sellerDetailColumns, categoryPath: marketListings.categoryPath, details: marketListings.details })
      .from(marketListings)
      .leftJoin(marketSellers, sellerJoin)
      .where(and(eq(marketListings.shopId, sql.placeholder('shopId')), itemRefs))
      .prepare(name)
  const listingPair = listingsWhere(
    'market_listings_by_pair',
    sql`${marketListings.itemRef} in (${sql.placeholder('first')}, ${sql.placeholder('second')})`,
  )
  const listingsByRef = listingsWhere(
    'market_listings_by_ref',
    sql`${marketListings.itemRef} = any(${sql.placeholder('itemRefs')}::text[])`,
  )
  const listingsOf = (shopId: number, itemRefs: readonly string[]) =>
    itemRefs.length <= 2
      ? listingPair.execute({ shopId, first: itemRefs[0], second: itemRefs[1] ?? itemRefs[0] })
      : listingsByRef.execute({ shopId, itemRefs: [...itemRefs] })

  /**
   * A shop's newest listings on sale (in one category, or any): what a detail page recommends. Kept
   * like the lists' totals (cleared by a catalogue change, refreshed after a minute), so a detail
   * request that misses the response cache reads only its listing.
   */
  function newestOnSale(shopId: number, scope: { category: string | null } | 'any', count: number): Promise<Listing[]> {
    const key = `market-recommendations:${shopId}:${scope === 'any' ? '*' : JSON.stringify(scope.category)}:${count}`
    return cached(db, key, async () => {
      const onSale = and(eq(marketListings.shopId, shopId), eq(marketListings.saleStatus, 'on_sale'))
      const inScope =
        scope === 'any'
          ? undefined
          : scope.category === null
            ? isNull(marketListings.categoryId)
            : eq(marketListings.categoryId, scope.category)
      const rows = await selectListings()
        .where(and(onSale, inScope))
        .orderBy(...orderOf(undefined))
        .limit(count)
      return rows.map(listingOf)
    })
  }

  /** Through the word index; a term it cannot walk (every word inside too many indexed words, like a digit) falls back to a LIKE over every listing. */
  async function searchPage(request: SearchRequest, where: SQL | undefined): Promise<Listing[]> {
    if (request.limit <= 0) return []
    const inShops = request.shopIds.length === MARKET_IDS.length ? undefined : request.shopIds
    const found = await searchWordIndex(db, {
      terms: request.terms,
      shopIds: inShops,
      sort: request.sort,
      limit: request.limit,
      includeEnded: request.includeEnded,
      now: clock.now(),
    })
    if (found) return found.map(toListing)
    const rows = await selectListings()
      .where(where)
      .orderBy(...searchOrderOf(request.sort))
      .limit(request.limit)
    return rows.map(listingOf)
  }

  function rowsOfPage(where: SQL | undefined, order: SQL[], pageNumber: number, pageSize: number) {
    return pageRows(selectListings().where(where).$dynamic(), order, pageNumber, pageSize)
  }

  async function page(where: SQL | undefined, order: SQL[], pageNumber: number, pageSize: number): Promise<ListingPage> {
    return pageOf(await rowsOfPage(where, order, pageNumber, pageSize), pageSize)
  }

  /**
   * A shop's list narrowed by what no B-tree of its order answers (facets, category, words). Dense
   * matches are found fastest by walking the shop's order: first among its PROBE_ROWS first rows. Sparse
   * ones would make that walk cross the shop; then its matches are gathered from the indexes (the list
   * keys hold the shop, so the shop's other rows are never read; the words' trigrams), then sorted: a
   * cost that grows with the matches, not with the shop. Pages past the walk are the planner's choice.
   */
  async function narrowedPage(narrowed: Narrowed, order: SQL[], pageNumber: number, pageSize: number) {
    // Built in place only when needed: the prepared walk usually answers alone.
    const narrowing = () => and(...narrowed.narrowing())
    if (pageNumber * pageSize < PROBE_ROWS) {
      const rows = await (narrowed.byIndexedColumns
        ? pageWalkedInIndex(narrowed, narrowed.byIndexedColumns, order, pageNumber, pageSize)
        : pageRows(selectFirstListings(narrowed.shopId, order, PROBE_ROWS).where(narrowing()).$dynamic(), order, pageNumber, pageSize))
      if (rows.length > pageSize) return pageOf(rows, pageSize)
      // Sparse: walking on would cross the shop (a word no listing of this shop has: 0.95 s at 1M).
      return pageOf(await pageRows(selectGathered(narrowing()), order, pageNumber, pageSize), pageSize)
    }
    return page(narrowing(), order, pageNumber, pageSize)
  }

  const listsByShape = new Map<string, ListStatement>()

  /**
   * A list statement prepared once per shape (building the query cost more than running it), named by the shape's
   * hash, so a name always stands for one statement, whichever connector prepared it on a connection, and run with
   * the request's values. Past MAX_PREPARED_LISTS shapes the list is built for its request, its values in place.
   */
  function listOfShape(
    shape: string,
    params: Record<string, unknown>,
    prepared: () => { prepare: (name: string) => ListStatement },
    inPlace: () => { execute: () => Promise<JsonRow[]> },
  ): Promise<JsonRow[]> {
    let statement = listsByShape.get(shape)
    if (!statement && listsByShape.size < MAX_PREPARED_LISTS) {
      statement = prepared().prepare(`market_list_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`)
      listsByShape.set(shape, statement)
    }
    return statement ? statement.execute(params) : inPlace().execute()
  }

  /**
   * A page of a shop's list narrowed by no more than ranges of price or listing time: its order's index walked. The
   * ranges come with their values bound as placeholders; `inPlaceRanges` builds them with the values in place.
   */
  async function rangedPage(
    shopId: number,
    request: ListRequest,
    { bound, ranges }: { bound: ReturnType<typeof asPlaceholders>; ranges: SQL[] },
    inPlaceRanges: () => SQL[],
    order: SQL[],
  ): Promise<ListingPage> {
    const { page: pageNumber, pageSize } = request
    // The first page, the most asked, is a statement of its own with its length written in and no offset: with either
    // unknown, PostgreSQL's one plan for the statement looked dear and every run was planned anew; so written, an
    // unfiltered list keeps one plan (a price range's plans still depend on its bounds).
    const first = pageNumber === 1
    const params = first
      ? { ...bound.params, shopId }
      : { ...bound.params, shopId, limit: pageSize + 1, offset: (pageNumber - 1) * pageSize }
    const rows = await listOfShape(
      `page:${request.sort ?? 'newest'}:${bound.shape.join('')}:${first ? `first${pageSize}` : 'next'}`,
      params,
      () => {
        const query = selectListings()
          .where(and(eq(marketListings.shopId, sql.placeholder('shopId')), ...ranges))
          .orderBy(...order)
          .$dynamic()
        return first ? query.limit(inlineNumber(pageSize + 1)) : query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
      },
      () => rowsOfPage(and(eq(marketListings.shopId, shopId), ...inPlaceRanges()), order, pageNumber, pageSize),
    )
    return pageOf(rows, pageSize)
  }

  /**
   * A page narrowed only by what the order's index holds (keys, price, listing time: migration 0038): the walk of the
   * shop's first rows is an index-only scan, and only the page's rows are read from the table. Prepared per shape
   * (order, which filter groups, which price ranges).
   */
  function pageWalkedInIndex(
    { shopId, narrowing }: Narrowed,
    byIndexedColumns: IndexedNarrowing,
    order: SQL[],
    pageNumber: number,
    pageSize: number,
  ): Promise<JsonRow[]> {
    const [end, offset] = [pageNumber * pageSize + 1, (pageNumber - 1) * pageSize]
    return listOfShape(
      `walk:${byIndexedColumns.shape}`,
      { ...byIndexedColumns.params, shopId, end, offset },
      () => walkQuery(sql.placeholder('shopId'), byIndexedColumns.narrowing, order, sql.placeholder('end'), sql.placeholder('offset')),
      () => walkQuery(shopId, narrowing(), order, end, offset),
    )
  }

  /**
   * The matches among the shop's first PROBE_ROWS rows, numbered, up to the page's `end`; the page is those past
   * `offset`. Numbered rather than offset, and PROBE_ROWS written in, not sent: with an unknown offset (or walk
   * length) PostgreSQL judged its one plan for the statement dear and planned every run anew (~0.5 ms each).
   */
  function walkQuery(
    shopId: number | Placeholder,
    narrowing: SQL[],
    order: SQL[],
    end: number | Placeholder,
    offset: number | Placeholder,
  ) {
    const { shopId: shop, itemRef, price, listedAt, listKeys } = marketListings
    const firstRows = db
      .select({ shopId: shop, itemRef, price, listedAt, listKeys })
      .from(marketListings)
      .where(eq(shop, shopId))
      .orderBy(...order)
      .limit(inlineNumber(PROBE_ROWS))
    const walked = db
      .select({ shopId: shop, itemRef, position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position') })
      .from(firstRows.as(getTableName(marketListings)))
      .where(and(...narrowing))
      .orderBy(...order)
      .limit(end)
      .as('walked')
    return selectListings()
      .innerJoin(walked, and(eq(shop, walked.shopId), eq(itemRef, walked.itemRef)))
      .where(gt(walked.position, offset))
      .orderBy(...order)
  }

  return {
    name: 'mirror',
    shopIds: MARKET_IDS,

    // A market's categories and filter options are a few dozen rows each, read by every list: kept
    // in the catalogue's cache (cleared when the mirror is written, refreshed after its TTL).
    categories(shopId) {
      return cached(db, `market-categories:${shopId}`, async () => {
        const rows = await db
          .select()
          .from(marketCategories)
          .where(eq(marketCategories.shopId, shopId))
          .orderBy(asc(marketCategories.position), asc(marketCategories.id))
        return rows.map(toCategory)
      })
    },

    filterOptions(shopId) {
      return cached(db, `market-filter-options:${shopId}`, async () => {
        const rows = await db
          .select()
          .from(marketFilterOptions)
          .where(eq(marketFilterOptions.shopId, shopId))
          .orderBy(asc(marketFilterOptions.position), asc(marketFilterOptions.group), asc(marketFilterOptions.value))
        return rows.flatMap((row): FilterOptionData[] =>
          isMarketFilterGroup(row.group)
            ? [{ group: row.group, value: row.value, labels: { vi: row.labelVi, en: row.labelEn, ja: row.labelJa } }]
            : [],
        )
      })
    },

    list(shopId, request) {
      const now = clock.now()
      const order = orderOf(request.sort)
      const inPlaceFilters = () => matchesFilters(shopId, request, now, inPlace())
      const terms = matchesTerms(request.terms)
      if (terms) {
        const { keys, ranges } = inPlaceFilters()
        const inShop = keys.length > 0 ? [] : [eq(marketListings.shopId, shopId)] // list keys name their shop
        return narrowedPage({ shopId, narrowing: () => [...keys, ...inShop, ...ranges, terms] }, order, request.page, request.pageSize)
      }
      // Prepared per shape, the request's values as parameters; the same built in place only where that is needed.
      const bound = asPlaceholders()
      const placeheld = matchesFilters(shopId, request, now, bound)
      if (placeheld.keys.length === 0)
        return rangedPage(shopId, request, { bound, ranges: placeheld.ranges }, () => inPlaceFilters().ranges, order)
      const byIndexedColumns = {
        shape: `${request.sort ?? 'newest'}:${bound.shape.join('')}`,
        narrowing: [...placeheld.keys, ...placeheld.ranges],
        params: bound.params,
      }
      const narrowing = () => {
        const { keys, ranges } = inPlaceFilters()
        return [...keys, ...ranges]
      }
      return narrowedPage({ shopId, narrowing, byIndexedColumns }, order, request.page, request.pageSize)
    },

    async search(request: SearchRequest) {
      const terms = matchesTerms(request.terms)
      if (!terms || request.shopIds.length === 0) return { listings: [], counts: new Map() }
      const inShops = request.shopIds.length === MARKET_IDS.length ? undefined : inArray(marketListings.shopId, [...request.shopIds])
      const where = and(terms, inShops, request.includeEnded ? undefined : notEnded(clock.now()))
      const [rows, counts] = await Promise.all([
        searchPage(request, where),
        // Counting every match costs more than the page: kept like the own list's totals.
        cached(
          db,
          `market-search-counts:${JSON.stringify([request.terms, request.shopIds, request.includeEnded])}`,
          () =>
            db.select({ shopId: marketListings.shopId, count: count() }).from(marketListings).where(where).groupBy(marketListings.shopId),
          'total',
        ),
      ])
      return { listings: rows, counts: new Map(counts.map((row) => [row.shopId, row.count])) }
    },

    async listing(shopId, itemRef) {
      const [row] = await listingsOf(shopId, [itemRef])
      return row ? toListingWithDetails(row) : null
    },

    async listings(shopId, itemRefs) {
      if (itemRefs.length === 0) return []
      return (await listingsOf(shopId, itemRefs)).map(toListingWithDetails)
    },

    async seller(shopId, sellerId) {
      const [row] = await db
        .select()
        .from(marketSellers)
        .where(and(eq(marketSellers.shopId, shopId), eq(marketSellers.id, sellerId)))
      return row ? toSeller(row) : null
    },

    sellerListings(shopId, sellerId, pageNumber, pageSize) {
      const where = and(eq(marketListings.shopId, shopId), eq(marketListings.sellerId, sellerId))
      return page(where, orderOf(undefined), pageNumber, pageSize)
    },

    async recommendations(shopId, listing, limit) {
      const others = (rows: Listing[]) => rows.filter((row) => row.itemRef !== listing.itemRef)
      const near = others(await newestOnSale(shopId, { category: listing.categoryId }, limit + 1)).slice(0, limit)
      if (near.length >= limit) return near
      const seen = new Set(near.map((row) => row.itemRef))
      const more = others(await newestOnSale(shopId, 'any', 2 * limit + 1)).filter((row) => !seen.has(row.itemRef))
      return [...near, ...more].slice(0, limit)
    },
  }
}
