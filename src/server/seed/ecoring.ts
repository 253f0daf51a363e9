import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { auctions, ecoringCategories, ecoringLots } from '@server/modules/auctions'
import { marketImageUrl } from '@server/modules/media'
import { foldSearchText } from '@shared/catalog/search-text'
import { ECORING_DEMO_CATEGORIES, ECORING_DEMO_LABELS, ECORING_DEMO_RANKS, type Texts } from './ecoring-goods'
import { createRandom, hashString } from './random'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The kinds of Ecoring's tabs, in seed order: 15 previews, 25 time-limited lots, 5 realtime. */
const KINDS = [...Array(15).fill('preview'), ...Array(25).fill('timelimit'), ...Array(5).fill('realtime')] as (
  | 'preview'
  | 'timelimit'
  | 'realtime'
)[]

/** Ecoring's demo lots (DEMO_DATA): deterministic; time-limited lots end 1–6 days after `today`, previews open 2–9 days after it. */
export async function seedEcoring(db: Database, today: Date): Promise<void> {
  await db
    .insert(ecoringCategories)
    .values(
      ECORING_DEMO_CATEGORIES.map((category, position) => ({
        id: category.id,
        nameVi: category.name.vi,
        nameEn: category.name.en,
        nameJa: category.name.ja,
        position,
      })),
    )
    .onConflictDoNothing()
  const lots = ecoringDemoLots(today)
  await db
    .insert(ecoringLots)
    .values(lots)
    // A database seeded before the lots had their translations gets the texts (never the prices, ends or steps of a lot bid on).
    .onConflictDoUpdate({
      target: ecoringLots.id,
      set: {
        name: sql`excluded.name`,
        nameVi: sql`excluded.name_vi`,
        nameEn: sql`excluded.name_en`,
        searchText: sql`excluded.search_text`,
        brand: sql`excluded.brand`,
        rank: sql`excluded.rank`,
        note: sql`excluded.note`,
        categoryIds: sql`excluded.category_ids`,
        imageUrls: sql`excluded.image_urls`,
        descriptionHtml: sql`excluded.description_html`,
        descriptionText: sql`excluded.description_text`,
        translations: sql`excluded.translations`,
      },
    })
  // Lots bid on before: their auction rows (the log, notifications, order lines) take the names too.
  await db
    .update(auctions)
    .set({ name: sql`${ecoringLots.name}`, nameVi: sql`${ecoringLots.nameVi}`, nameEn: sql`${ecoringLots.nameEn}` })
    .from(ecoringLots)
    .where(and(eq(auctions.venue, 'ecoring'), eq(auctions.lotId, ecoringLots.id), ne(auctions.nameVi, ecoringLots.nameVi)))
}

/** Every demo lot, in the tabs' order. */
export const ecoringDemoLots = (today: Date) => KINDS.map((kind, index) => ecoringDemoLot(kind, index, today))

/** The steps of a lot's bids by its start price: ¥100 on small lots, ¥1,000 on dear ones. */
function stepsFor(price: number): number[] {
  if (price < 30_000) return [100, 500]
  if (price < 300_000) return [500, 1000]
  return [1000, 5000]
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** One demo lot: one good of its category in one rank, its texts in the three languages. */
export function ecoringDemoLot(kind: 'preview' | 'timelimit' | 'realtime', index: number, today: Date) {
  const random = createRandom(hashString(`ecoring-${index}`))
  const category = ECORING_DEMO_CATEGORIES[index % ECORING_DEMO_CATEGORIES.length]
  const good = category.goods[Math.floor(random() * category.goods.length)]
  const rank = ECORING_DEMO_RANKS[Math.floor(random() * ECORING_DEMO_RANKS.length)]
  const id = `eco-${1001 + index}`
  const [low, high] = good.priceRange
  // Within the good's range, lower for a worse rank; a whole number of the lot's smallest step.
  const estimate = low + (high - low) * rank.priceShare * (0.85 + random() * 0.15)
  const steps = stepsFor(estimate)
  const startPrice = kind === 'preview' && index % 4 === 0 ? null : Math.max(steps[0], Math.round(estimate / steps[1]) * steps[1])
  const startTime = kind === 'preview' ? new Date(today.getTime() + (2 + Math.floor(random() * 8)) * DAY) : new Date(today.getTime() - DAY)
  const endTime = kind === 'timelimit' ? new Date(today.getTime() + DAY + Math.floor(random() * 5 * 24) * HOUR) : null
  const texts = (language: keyof Texts) => {
    const lines = [
      good.name[language],
      `${ECORING_DEMO_LABELS.brand[language]}: ${good.brand}`,
      `${ECORING_DEMO_LABELS.rank[language]}: ${rank.rank} (${rank.note[language]})`,
      `${ECORING_DEMO_LABELS.accessories[language]}: ${category.accessories[language]}`,
    ]
    const [title, ...facts] = lines.map(escapeHtml)
    return {
      note: rank.note[language],
      descriptionHtml: `<p>${title}</p><ul>${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul>`,
      descriptionText: lines.join('\n'),
    }
  }
  const ja = texts('ja')
  return {
    id,
    kind,
    name: good.name.ja,
    nameVi: good.name.vi,
    nameEn: good.name.en,
    searchText: foldSearchText(`${good.name.ja} | ${good.name.vi} | ${good.name.en} | ${good.brand}`),
    imageUrls: [1, 2, 3].map((n) => marketImageUrl(category.pictogram, id, n)),
    brand: good.brand,
    rank: rank.rank,
    startPrice,
    note: ja.note,
    startTime,
    endTime,
    categoryIds: [category.id],
    descriptionHtml: ja.descriptionHtml,
    descriptionText: ja.descriptionText,
    translations: { vi: texts('vi'), en: texts('en') },
    bidStepUnit: steps,
    position: index,
  }
}
