import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { PRICE_BANDS, priceBandLabel, priceBandValue } from '@shared/catalog/price-bands'
import { SORT_OPTIONS } from '@shared/catalog/sort-options'
import { TOP_PRODUCTS_COUNT, type Category, type FilterAllWeb, type SortAllWeb, type TopProducts } from '@shared/contracts/catalog'
import { LOCALES, type Locale } from '@shared/i18n/locales'
import { cached } from './cache'
import { allCategories, toCategory } from './categories'
import { cardColumns, toCards } from './product-cards'
import { productCategories, products } from './tables'

/** Best-selling products that can be bought now (sale_status on_sale), most sold first. */
export function topProducts(db: Database, locale: Locale, supplierIds?: number[]): Promise<TopProducts> {
  return cached(db, `top-products:${locale}:${supplierIds?.join(',') ?? ''}`, async () => {
    const onSale = eq(products.saleStatus, 'on_sale')
    const rows = await db
      .select(cardColumns(true))
      .from(products)
      .where(supplierIds ? and(onSale, inArray(products.supplierId, supplierIds)) : onSale)
      .orderBy(desc(products.soldCount), desc(products.id))
      .limit(TOP_PRODUCTS_COUNT)
    return { data: await toCards(db, rows, new Set(['suppliers', 'categories']), locale) }
  })
}

/** First-level categories with their children, keeping only those where the shop has products. */
export function categoriesFirst(db: Database, shopId: number, locale: Locale): Promise<{ data: Category[] }> {
  return cached(db, `categories-first:${shopId}:${locale}`, async () => {
    const rows = await allCategories(db)
    const used = new Set(await categoriesWithProducts(db, shopId))
    const kept = rows.filter((row) => used.has(row.id) || rows.some((child) => child.parentId === row.id && used.has(child.id)))
    const roots = kept.filter((row) => row.parentId === null)
    return { data: roots.map((root) => toCategory(root, kept, locale)) }
  })
}

/** One early-exit probe per category (a few dozen), not a scan of the shop's products. */
async function categoriesWithProducts(db: Database, shopId: number): Promise<number[]> {
  const [any] = await db.select({ id: products.id }).from(products).where(eq(products.supplierId, shopId)).limit(1)
  if (!any) return []
  const rows = await allCategories(db)
  const probes = await Promise.all(
    rows.map(async (row) => {
      const [hit] = await db
        .select({ id: productCategories.productId })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .where(and(eq(productCategories.categoryId, row.id), eq(products.supplierId, shopId)))
        .limit(1)
      return hit ? row.id : null
    }),
  )
  return probes.filter((id): id is number => id !== null)
}

const labels = (label: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, label(locale)])) as Record<Locale, string>

/** The own shops' price bands; the markets' options are added per request from their connectors. */
export const priceBandOptions: Omit<FilterAllWeb, 'markets'> = {
  price: PRICE_BANDS.map((band) => ({
    value: priceBandValue(band),
    min: band.min,
    max: band.max,
    label: labels((locale) => priceBandLabel(band, locale)),
  })),
}

export const sortAllWeb: SortAllWeb = { data: SORT_OPTIONS.map((option) => ({ ...option })) }
