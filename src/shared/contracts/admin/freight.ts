import { z } from 'zod'
import { BOX_SIDE_MAX_CM, BOX_WEIGHT_MAX_KG, TARIFF_PRICE_PER_KG_MAX, TARIFF_PRICE_PER_M3_MAX } from '@shared/orders/freight'
import { int, text } from '@shared/contracts/fields'
import { shipmentMethodSchema } from '@shared/contracts/reference'

/**
 * Freight tariffs and box weighing (issue 28). Staff keep a tariff per shipment method (air, sea) and
 * Vietnamese warehouse (GET /api/areas?filter[country]=vn): a price per kg and per m³ in whole đ, in
 * force from a day. A change is a new row from a day (an old row is never edited): the row in force on
 * a day is the latest one effective on or before it. Boxes weighed at a Vietnamese warehouse are priced
 * by it (src/shared/orders/freight.ts).
 */
const isoDay = z
  .string({ error: 'fieldRequired' })
  .max(10, { error: 'fieldInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'fieldInvalid' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: 'fieldInvalid',
  })

/** POST /api/admin/freight-tariffs: a new tariff row (audited). */
export const tariffBodySchema = z.strictObject({
  shipment_method_id: z.enum(['air', 'sea'], { error: 'tariffMethodInvalid' }),
  area_id: text(40, { trim: true, required: 'fieldRequired' }),
  price_per_kg: int({ min: 1, max: TARIFF_PRICE_PER_KG_MAX, invalid: 'tariffPriceInvalid', required: 'tariffPriceInvalid' }),
  price_per_m3: int({ min: 1, max: TARIFF_PRICE_PER_M3_MAX, invalid: 'tariffPriceInvalid', required: 'tariffPriceInvalid' }),
  /** The first day it prices a weighing (default: today). */
  effective_from: isoDay.optional(),
})
export type TariffBody = z.infer<typeof tariffBodySchema>

export const tariffSchema = z.object({
  id: z.number().int(),
  shipment_method_id: shipmentMethodSchema.shape.id,
  area_id: z.string(),
  area_name: z.string(),
  price_per_kg: z.number().int(),
  price_per_m3: z.number().int(),
  effective_from: z.string(),
  /** The row that prices a weighing today for its method and warehouse. */
  in_force: z.boolean(),
  /** Effective after today. */
  scheduled: z.boolean(),
  created_at: z.number().int(),
})
export type Tariff = z.infer<typeof tariffSchema>
/** GET /api/admin/freight-tariffs: every row, by method, warehouse, newest effective first. */
export const tariffListSchema = z.object({ data: z.array(tariffSchema) })
export const tariffResponseSchema = z.object({ data: tariffSchema })

const weightKg = z
  .number({ error: 'boxWeightInvalid' })
  .gt(0, { error: 'boxWeightInvalid' })
  .max(BOX_WEIGHT_MAX_KG, { error: 'boxWeightInvalid' })
  .refine((kg) => Math.round(kg * 1000) / 1000 === kg, { error: 'boxWeightInvalid' })
const side = int({ min: 1, max: BOX_SIDE_MAX_CM, invalid: 'boxSizeInvalid', required: 'boxSizeInvalid' })

/**
 * PUT /api/admin/boxes/{id}/weight: the box weighed at a Vietnamese warehouse — weight in kg (up to three
 * decimals, stored as grams) and its sides in whole cm. Priced by the tariff in force for the order's
 * method and that warehouse; the order's actual freight follows in the same transaction (once every box
 * is weighed). Weighing again replaces it until the freight is debited. Audited.
 */
export const weighBoxBodySchema = z.strictObject({
  area_id: text(40, { trim: true, required: 'fieldRequired' }),
  weight_kg: weightKg,
  length_cm: side,
  width_cm: side,
  height_cm: side,
})
export type WeighBoxBody = z.infer<typeof weighBoxBodySchema>
export const weighBoxResponseSchema = z.object({
  data: z.object({
    owning_box_id: z.number().int(),
    weight_grams: z.number().int(),
    freight_charge: z.number().int(),
    /** The order's actual freight after this weighing (null while another box waits for its weighing). */
    freight_actual: z.number().int().nullable(),
  }),
})
