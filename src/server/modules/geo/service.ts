import { asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { District, Province, Ward } from '@shared/contracts/geo'
import type { Database } from '@server/db/client'
import { paginated } from '@server/http/list-query'
import { districts, provinces, wards } from './tables'

type ProvinceRow = typeof provinces.$inferSelect
type DistrictRow = typeof districts.$inferSelect
type WardRow = typeof wards.$inferSelect

export const toProvince = (row: ProvinceRow): Province => ({ id: row.id, name: row.name, type: row.type, country_id: row.countryId })
export const toDistrict = (row: DistrictRow): District => ({ id: row.id, name: row.name, type: row.type, province_id: row.provinceId })
export const toWard = (row: WardRow): Ward => ({ id: row.id, name: row.name, type: row.type, district_id: row.districtId })

export type Page = { page: number; perPage: number; sortByName: boolean; descending: boolean }

async function listPage<Row, Item>(
  db: Database,
  table: typeof provinces | typeof districts | typeof wards,
  columns: { id: PgColumn; name: PgColumn },
  where: SQL | undefined,
  page: Page,
  map: (row: Row) => Item,
) {
  const direction = page.descending ? desc : asc
  const order = page.sortByName ? [direction(columns.name), asc(columns.id)] : [direction(columns.id)]
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(table).where(where),
  ])
  return paginated((rows as Row[]).map(map), total, page.page, page.perPage)
}

export function listProvinces(db: Database, countryId: string | undefined, page: Page) {
  const where = countryId ? eq(provinces.countryId, countryId) : undefined
  return listPage(db, provinces, provinces, where, page, toProvince)
}

export function listDistricts(db: Database, provinceId: string | undefined, page: Page) {
  const where = provinceId ? eq(districts.provinceId, provinceId) : undefined
  return listPage(db, districts, districts, where, page, toDistrict)
}

export function listWards(db: Database, districtId: string | undefined, page: Page) {
  const where = districtId ? eq(wards.districtId, districtId) : undefined
  return listPage(db, wards, wards, where, page, toWard)
}

export async function findProvince(db: Database, id: string): Promise<Province | null> {
  const [row] = await db.select().from(provinces).where(eq(provinces.id, id))
  return row ? toProvince(row) : null
}

export async function findDistrict(db: Database, id: string): Promise<District | null> {
  const [row] = await db.select().from(districts).where(eq(districts.id, id))
  return row ? toDistrict(row) : null
}

/** A ward with its district and province (for labels and full addresses), or null. */
export async function findWardWithParents(db: Database, id: string) {
  const [row] = await db
    .select({ ward: wards, district: districts, province: provinces })
    .from(wards)
    .innerJoin(districts, eq(districts.id, wards.districtId))
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(eq(wards.id, id))
  if (!row) return null
  return { ward: toWard(row.ward), district: toDistrict(row.district), province: toProvince(row.province) }
}

export async function wardExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: wards.id }).from(wards).where(eq(wards.id, id))
  return Boolean(row)
}
