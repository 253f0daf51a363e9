import { between, chance, integerBetween, type Random } from '@server/seed/random'
import { rootOf } from './categories'

const DAY_MS = 86_400_000
/** Dates are spread back from this fixed day so every run writes the same rows. */
export const CATALOG_BASE_DATE = new Date('2026-11-01T00:00:00Z')

type SaleStatus = 'on_sale' | 'sold_out' | 'coming_soon'

export function saleStatus(random: Random): SaleStatus {
  const roll = random()
  if (roll < 0.06) return 'sold_out'
  if (roll < 0.11) return 'coming_soon'
  return 'on_sale'
}

/** 3.5–5, leaning to the top, one decimal. */
export function starRating(random: Random): number {
  return Math.round((3.5 + 1.5 * Math.sqrt(random())) * 10) / 10
}

/** Cheaper goods sell more; coming-soon goods have not sold yet. */
export function soldCount(random: Random, price: number, status: SaleStatus): number {
  if (status === 'coming_soon') return 0
  return Math.floor(random() ** 2 * 4000 * Math.min(1, 3000 / price) + random() * 20)
}

/** updated_at within the 90 days before the base date; created_at up to 180 days before that. */
export function listingDates(random: Random): { createdAt: Date; updatedAt: Date } {
  const minute = 60_000
  const updated = CATALOG_BASE_DATE.getTime() - Math.floor((random() * 90 * DAY_MS) / minute) * minute
  const created = updated - Math.floor((random() * 180 * DAY_MS) / minute) * minute
  return { createdAt: new Date(created), updatedAt: new Date(updated) }
}

const MEASURE = /\d+(?:[.,]\d+)?\s*(ml|kg|g|l|m²|cm|m|tb|viên|miếng|gói|ngày|thanh|ly|tờ|túi|hộp|chai|tuýp|cái|khay|tầng)/i

/** The variant label when it reads as a capacity or pack size ("100g", "hộp 30 miếng"). */
export function capacityOf(variant: string): string | null {
  return MEASURE.test(variant) && !isSingleUnit(variant) ? variant : null
}

/** "1 chiếc", "1 hộp": one piece, which says nothing in a name or a capacity. */
export function isSingleUnit(variant: string): boolean {
  return /^1 \S+$/.test(variant)
}

/** Believable shipping weights in grams per child category, for goods whose label gives none. */
const WEIGHT_RANGES: Record<number, [number, number]> = {
  101: [60, 300],
  102: [60, 200],
  103: [20, 120],
  104: [250, 700],
  105: [60, 700],
  201: [40, 200],
  202: [100, 800],
  203: [80, 400],
  204: [20, 200],
  301: [1500, 4000],
  302: [300, 1200],
  303: [150, 1200],
  304: [100, 600],
  401: [150, 800],
  402: [100, 600],
  403: [200, 1200],
  404: [300, 2500],
  501: [200, 1500],
  502: [2500, 8000],
  503: [300, 1500],
  504: [200, 4000],
  601: [150, 600],
  602: [700, 1200],
  603: [300, 1200],
  604: [80, 300],
  701: [300, 900],
  702: [60, 2500],
  703: [200, 1500],
  704: [40, 500],
  801: [80, 900],
  802: [300, 1500],
  803: [200, 2500],
  804: [100, 800],
}
const FALLBACK_WEIGHT: [number, number] = [100, 1500]

const isConsumable = (categoryId: number) => rootOf(categoryId) <= 4 || categoryId === 503

/** Grams of goods a label states: "450g", "1L", and packs such as "hộp 24 thanh 27g". */
function statedGrams(variant: string): number | null {
  const measured = /(\d+(?:\.\d+)?)\s*(ml|g|kg|l)(?![a-zà-ỹ])/i.exec(variant)
  if (!measured) return null
  const unit = measured[2].toLowerCase()
  const grams = Number(measured[1]) * (unit === 'kg' || unit === 'l' ? 1000 : 1)
  const pack = /(\d+)\s*(thanh|hộp|gói|ly|chai|tuýp)\s/i.exec(variant)
  return pack ? grams * Number(pack[1]) : grams
}

/** Shipping weight in grams: from the label for consumables, otherwise a believable range. */
export function weightGrams(random: Random, categoryId: number, variant: string): number {
  const grams = isConsumable(categoryId) ? statedGrams(variant) : null
  if (grams) return Math.round(grams * 1.12 + 25)
  const [min, max] = WEIGHT_RANGES[categoryId] ?? FALLBACK_WEIGHT
  return Math.round(integerBetween(random, min, max) / 10) * 10
}

type TagFacts = { categoryId: number; status: SaleStatus; discounted: boolean; price: number; createdAt: Date }

/** Tag ids of spec §4, consistent with status and discount. */
export function listingTags(random: Random, facts: TagFacts): string[] {
  const root = rootOf(facts.categoryId)
  const tags: string[] = []
  const isRecent = CATALOG_BASE_DATE.getTime() - facts.createdAt.getTime() < 30 * DAY_MS
  if (facts.status === 'coming_soon' || isRecent) tags.push('new')
  if (facts.status === 'sold_out') tags.push('sold_out')
  if (facts.status === 'on_sale' && facts.discounted) tags.push('on_sale')
  if (facts.discounted && root >= 5 && chance(random, 0.12)) tags.push('faulty')
  if (root >= 6 && chance(random, 0.15)) tags.push('un_used')
  if (facts.price >= 30_000 || chance(random, 0.08)) tags.push('free_delivery')
  if (root <= 2 && chance(random, 0.25)) tags.push('anonymous_delivery')
  return tags
}

export function imageCount(random: Random): number {
  return integerBetween(random, 1, 4)
}

export function priceJitter(random: Random): number {
  return between(random, 0.94, 1.06)
}
