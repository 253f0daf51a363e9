import { and, asc, desc, eq, lte } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Tariff, TariffBody } from '@shared/contracts/admin/freight'
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales'
import { areaName } from '@shared/logistics/reference-names'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import { areas, freightTariffs } from './tables'

/** The day of an instant, as tariffs are dated (UTC, like exchange rates). */
export const tariffDayOf = (date: Date) => date.toISOString().slice(0, 10)

type TariffRow = typeof freightTariffs.$inferSelect

/** The tariff row in force on `day` for a method and warehouse: the latest effective on or before it (highest id on a tie). */
export async function tariffInForce(db: Database, methodId: string, areaId: string, day: string): Promise<TariffRow | null> {
  const [row] = await db
    .select()
    .from(freightTariffs)
    .where(and(eq(freightTariffs.shipmentMethodId, methodId), eq(freightTariffs.areaId, areaId), lte(freightTariffs.effectiveFrom, day)))
    .orderBy(desc(freightTariffs.effectiveFrom), desc(freightTariffs.id))
    .limit(1)
  return row ?? null
}

/** Every tariff row with its warehouse's name (in `locale`), by method, warehouse, then newest effective first; which one is in force today. */
export async function listTariffs(db: Database, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<Tariff[]> {
  const today = tariffDayOf(now)
  const rows = await db
    .select({ tariff: freightTariffs, name: areas.name })
    .from(freightTariffs)
    .innerJoin(areas, eq(areas.id, freightTariffs.areaId))
    .orderBy(asc(freightTariffs.shipmentMethodId), asc(freightTariffs.areaId), desc(freightTariffs.effectiveFrom), desc(freightTariffs.id))
  const inForce = new Set<number>()
  const seen = new Set<string>()
  for (const { tariff } of rows) {
    const pair = `${tariff.shipmentMethodId}/${tariff.areaId}`
    if (tariff.effectiveFrom > today || seen.has(pair)) continue
    seen.add(pair)
    inForce.add(tariff.id)
  }
  return rows.map(({ tariff, name }) => toTariff(tariff, areaName(tariff.areaId, locale, name), today, inForce.has(tariff.id)))
}

function toTariff(row: TariffRow, name: string, today: string, inForce: boolean): Tariff {
  return {
    id: row.id,
    shipment_method_id: row.shipmentMethodId as Tariff['shipment_method_id'],
    area_id: row.areaId,
    area_name: name,
    price_per_kg: row.pricePerKg,
    price_per_m3: row.pricePerM3,
    effective_from: row.effectiveFrom,
    in_force: inForce,
    scheduled: row.effectiveFrom > today,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  }
}

/** How far ahead a tariff may be dated. */
export const TARIFF_MAX_DAYS_AHEAD = 366

/**
 * Staff add a tariff row (a change of price is a new row from a day; no row is ever edited), audited.
 * Refused (422): a warehouse that is not a Vietnamese one we know, a day before today or more than a year ahead.
 */
export async function addTariff(
  db: Database,
  actor: AuditActor,
  body: TariffBody,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Tariff> {
  const today = tariffDayOf(now)
  const day = body.effective_from ?? today
  if (day < today) throw new AppError(422, 'tariffDayInPast', {}, { effective_from: ['tariffDayInPast'] })
  if (day > tariffDayOf(new Date(now.getTime() + TARIFF_MAX_DAYS_AHEAD * 86_400_000)))
    throw new AppError(422, 'tariffDayTooFar', {}, { effective_from: ['tariffDayTooFar'] })
  const [area] = await db.select().from(areas).where(eq(areas.id, body.area_id))
  if (!area || area.country !== 'vn') throw new AppError(422, 'tariffAreaInvalid', {}, { area_id: ['tariffAreaInvalid'] })
  const row = await auditedWrite(db, actor, async (tx) => {
    const before = await tariffInForce(tx, body.shipment_method_id, body.area_id, day)
    const [inserted] = await tx
      .insert(freightTariffs)
      .values({
        shipmentMethodId: body.shipment_method_id,
        areaId: body.area_id,
        pricePerKg: body.price_per_kg,
        pricePerM3: body.price_per_m3,
        effectiveFrom: day,
        createdBy: { uid: actor.uid, email: actor.email },
        createdAt: now,
      })
      .returning()
    return {
      result: inserted,
      audit: {
        action: 'freight_tariff.create' as const,
        subjectType: 'freight_tariff' as const,
        subjectId: inserted.id,
        before: before
          ? { tariff_id: before.id, price_per_kg: before.pricePerKg, price_per_m3: before.pricePerM3, effective_from: before.effectiveFrom }
          : null,
        after: {
          shipment_method_id: inserted.shipmentMethodId,
          area_id: inserted.areaId,
          price_per_kg: inserted.pricePerKg,
          price_per_m3: inserted.pricePerM3,
          effective_from: inserted.effectiveFrom,
        },
      },
    }
  })
  const inForce = (await tariffInForce(db, row.shipmentMethodId, row.areaId, today))?.id === row.id
  return toTariff(row, areaName(row.areaId, locale, area.name), today, inForce)
}
