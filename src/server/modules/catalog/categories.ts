import { asc } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { Category, Origin } from '@shared/contracts/catalog'
import type { Locale } from '@shared/i18n/locales'
import { cached } from './cache'
import { categories, origins } from './tables'

export type CategoryRow = typeof categories.$inferSelect
type OriginRow = typeof origins.$inferSelect

/** A catalogue name in the request's language; the Vietnamese one where no translation is stored. */
export function nameIn(row: { name: string; nameEn: string | null; nameJa: string | null }, locale: Locale): string {
  const translated = locale === 'en' ? row.nameEn : locale === 'ja' ? row.nameJa : null
  return translated || row.name
}

export function toOrigin(row: OriginRow, locale: Locale): Origin {
  return { id: row.id, name: nameIn(row, locale) }
}

/** Every category, in display order (a few dozen rows, cached). */
export function allCategories(db: Database): Promise<CategoryRow[]> {
  return cached(db, 'categories', () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)))
}

export function allOrigins(db: Database): Promise<OriginRow[]> {
  return cached(db, 'origins', () => db.select().from(origins).orderBy(asc(origins.id)))
}

/** The given categories and all their descendants: a root category stands for its whole branch. */
export function withDescendants(rows: CategoryRow[], ids: readonly number[]): number[] {
  const result = new Set<number>()
  const pending = [...ids]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (result.has(id)) continue
    result.add(id)
    for (const row of rows) if (row.parentId === id) pending.push(row.id)
  }
  return [...result]
}

export function toCategory(row: CategoryRow, rows: CategoryRow[] | null, locale: Locale): Category {
  const category: Category = { id: row.id, name: nameIn(row, locale), parent_id: row.parentId }
  if (rows) category.children = rows.filter((child) => child.parentId === row.id).map((child) => toCategory(child, null, locale))
  return category
}
