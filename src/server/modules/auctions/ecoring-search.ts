import { and, asc, count, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { MarketProductCard } from '@shared/contracts/market'
import { ECORING_ID, findShop } from '@shared/shops/registry'
import type { Locale } from '@shared/i18n/locales'
import type { Database } from '@server/db/client'
import type { CrossShopSource, ScoredCard } from '@server/modules/markets'
import { ecoringTexts, liveEcoringPrices } from './ecoring'
import { ecoringCategories, ecoringLots } from './tables'
import { unixSeconds } from './state'

type LotRow = typeof ecoringLots.$inferSelect

/** Lots with a page of their own (realtime lots have none yet). */
const SEARCHED_KINDS = ['preview', 'timelimit'] as const

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/**
 * Ecoring's lots in the cross-shop search (issue 27): a lot matches a term when each of its words
 * is in the lot's name (in any language) or brand, or in the name of one of its categories in any language ("túi
 * xách" finds the bags, "hermes" the Hermès lots). Ended lots are left out unless asked for.
 */
export function ecoringSearchSource(db: Database): CrossShopSource {
  return {
    shopIds: [ECORING_ID],
    async search(request) {
      const termWords = request.terms
        .map((term) => [...new Set(foldSearchText(term).split(' ').filter(Boolean))])
        .filter((words) => words.length > 0)
      if (termWords.length === 0) return { found: [], counts: new Map() }
      const categories = await db.select().from(ecoringCategories)
      const foldedCategories = categories.map((category) => ({
        id: category.id,
        names: [category.nameVi, category.nameEn, category.nameJa],
        folded: foldSearchText(`${category.nameVi} | ${category.nameEn} | ${category.nameJa}`),
      }))
      // The folded names in the three languages and the brand (the seed's search_text); a lot without it, by its Japanese name and brand.
      const named = sql`(${ecoringLots.searchText} || ' ' || lower(${ecoringLots.name} || ' ' || coalesce(${ecoringLots.brand}, '')))`
      const wordMatches = (word: string): SQL => {
        const inCategories = foldedCategories.filter((category) => category.folded.includes(word)).map((category) => category.id)
        const inName = sql`strpos(${named}, ${word}) > 0`
        return inCategories.length > 0 ? or(inName, sql`${ecoringLots.categoryIds} && ${textArray(inCategories)}`)! : inName
      }
      const where = and(
        inArray(ecoringLots.kind, [...SEARCHED_KINDS]),
        or(...termWords.map((words) => and(...words.map(wordMatches)))),
        request.includeEnded ? undefined : or(isNull(ecoringLots.endTime), gt(ecoringLots.endTime, request.now)),
      )
      const [{ total }] = await db.select({ total: count() }).from(ecoringLots).where(where)
      const counts = new Map(total > 0 ? [[ECORING_ID, total]] : [])
      if (total === 0 || request.limit <= 0) return { found: [], counts }
      const descending = request.sort === 'price_desc'
      const rows = await db
        .select()
        .from(ecoringLots)
        .where(where)
        .orderBy(descending ? sql`${ecoringLots.startPrice} desc nulls last` : asc(ecoringLots.startPrice), asc(ecoringLots.id))
        .limit(request.limit)
      const live = await liveEcoringPrices(db, rows)
      const categoryNames = new Map(foldedCategories.map((category) => [category.id, category.names]))
      const found = rows.map((row): ScoredCard => {
        const bid = live.get(row.id)
        const card = lotCard(row, bid?.bidCount ? bid.price : null, bid?.bidCount ?? 0, request.now, request.locale)
        return {
          card,
          relevance: {
            names: { ja: row.name, vi: row.nameVi || undefined, en: row.nameEn || undefined },
            categories: row.categoryIds.flatMap((id) => categoryNames.get(id) ?? []),
            status: card.sale_status === 'ended' ? 'ended' : card.sale_status === 'on_sale' ? 'available' : 'sold_out',
          },
        }
      })
      return { found, counts }
    },
  }
}

/** A lot as a card of the cross-shop search: its page, its current (or start) price, its end and bids. */
function lotCard(row: LotRow, currentPrice: number | null, bidCount: number, now: Date, locale: Locale): MarketProductCard {
  const path = `/other-market/ecoring/detail/${row.kind}/${encodeURIComponent(row.id)}`
  const price = currentPrice ?? row.startPrice ?? 0
  const ended = row.endTime !== null && row.endTime.getTime() <= now.getTime()
  return {
    id: row.id,
    item_ref: row.id,
    append: null,
    path,
    name: ecoringTexts(row, locale).name,
    original_name: row.name,
    image_uri: row.imageUrls[0] ?? '',
    price,
    initial_price: price,
    discount: { price: 0, percent: 0 },
    label: row.rank ? `${row.brand ?? ''} · ${row.rank}`.replace(/^ · /, '') : row.brand,
    sale_status: ended ? 'ended' : row.kind === 'preview' ? 'coming_soon' : 'on_sale',
    url: path,
    shop: null,
    range_price: null,
    end_time: row.endTime ? unixSeconds(row.endTime) : null,
    quick_decision_price: null,
    bid_count: row.endTime ? bidCount : null,
    supplier_id: ECORING_ID,
    supplier_name: findShop(ECORING_ID)?.name ?? 'Ecoring',
  }
}
