import { and, asc, arrayContains, count, eq, inArray } from 'drizzle-orm'
import type { EcoringCategory, EcoringKind, EcoringProduct } from '@shared/auctions'
import type { Locale } from '@shared/i18n/locales'
import { inLanguage } from '@shared/markets/listing-facts'
import type { Database } from '@server/db/client'
import { auctions, ecoringCategories, ecoringLots } from './tables'
import { unixSeconds } from './state'

type LotRow = typeof ecoringLots.$inferSelect

export async function ecoringCategoryList(db: Database, locale: Locale): Promise<EcoringCategory[]> {
  const rows = await db.select().from(ecoringCategories).orderBy(asc(ecoringCategories.position), asc(ecoringCategories.id))
  return rows.map((row) => {
    const lang = { vi: row.nameVi, en: row.nameEn, ja: row.nameJa }
    return { id: row.id, name: lang[locale], lang }
  })
}

/** One page of a tab's lots, optionally of one category, in the seed's order. */
export async function ecoringPage(
  db: Database,
  locale: Locale,
  kind: EcoringKind,
  options: { page: number; perPage: number; categoryId?: string },
) {
  const where = and(
    eq(ecoringLots.kind, kind),
    options.categoryId ? arrayContains(ecoringLots.categoryIds, [options.categoryId]) : undefined,
  )
  const [{ total }] = await db.select({ total: count() }).from(ecoringLots).where(where)
  const rows = await db
    .select()
    .from(ecoringLots)
    .where(where)
    .orderBy(asc(ecoringLots.position), asc(ecoringLots.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
  return { items: await present(db, locale, rows), total }
}

export async function ecoringLot(db: Database, locale: Locale, kind: EcoringKind, id: string): Promise<EcoringProduct | null> {
  const [row] = await db
    .select()
    .from(ecoringLots)
    .where(and(eq(ecoringLots.id, id), eq(ecoringLots.kind, kind)))
  return row ? (await present(db, locale, [row]))[0] : null
}

/** The price and bid count of those Ecoring lots someone bid on (the auction engine's rows), by lot id. */
export async function liveEcoringPrices(db: Database, rows: readonly { id: string }[]) {
  const bids = await db
    .select({ lotId: auctions.lotId, price: auctions.price, bidCount: auctions.bidCount })
    .from(auctions)
    .where(
      and(
        eq(auctions.venue, 'ecoring'),
        inArray(
          auctions.lotId,
          rows.map((row) => row.id),
        ),
      ),
    )
  return new Map(bids.map((bid) => [bid.lotId, bid]))
}

async function present(db: Database, locale: Locale, rows: LotRow[]): Promise<EcoringProduct[]> {
  if (rows.length === 0) return []
  const categories = new Map((await ecoringCategoryList(db, locale)).map((category) => [category.id, category.name]))
  const live = await liveEcoringPrices(db, rows)
  return rows.map((row) => {
    const texts = ecoringTexts(row, locale)
    return {
      id: row.id,
      kind: row.kind,
      name: texts.name,
      original_name: row.name,
      image_uri: row.imageUrls[0] ?? '',
      brand: row.brand ? { name: row.brand } : null,
      rank: row.rank,
      price: row.startPrice,
      current_price: live.get(row.id)?.bidCount ? live.get(row.id)!.price : null,
      bid_count: live.get(row.id)?.bidCount ?? 0,
      note: texts.note,
      end_time: row.endTime ? unixSeconds(row.endTime) : null,
      start_time: row.startTime ? unixSeconds(row.startTime) : null,
      categories: row.categoryIds.map((id) => ({ id, name: categories.get(id) ?? id })),
      description_html: texts.descriptionHtml,
      description_text: texts.descriptionText,
      original_description_text: row.descriptionText,
      image_list: row.imageUrls,
      bid_step_unit: row.bidStepUnit,
    }
  })
}

/** A lot's name, note and description as a reader of `locale` reads them (the Japanese ones where a translation is missing). */
export function ecoringTexts(row: LotRow, locale: Locale) {
  const name = inLanguage({ ja: row.name, vi: row.nameVi, en: row.nameEn }, locale)
  const translated = locale === 'ja' ? undefined : row.translations[locale]
  if (!translated) return { name, note: row.note, descriptionHtml: row.descriptionHtml, descriptionText: row.descriptionText }
  return { name, ...translated }
}
