/**
 * Actual freight (issue 28): a box weighed at the Vietnamese warehouse is priced by the tariff in
 * force for the order's shipment method and that warehouse. The tariff names a price per kg and a
 * price per m³; a box pays the larger of its weight charge and its volume charge (the volumetric rule:
 * a light, bulky box pays for the room it takes). Each box's charge is rounded up to the whole đồng;
 * the order's actual freight is the sum over its boxes, known once every box is weighed.
 * Integer arithmetic only (grams, cm³, BigInt): no float rounding ever decides a charge.
 */

export type FreightTariff = {
  /** Whole đ per kg. */
  price_per_kg: number
  /** Whole đ per m³ (volumetric). */
  price_per_m3: number
}

export type WeighedBox = {
  weight_grams: number
  length_cm: number
  width_cm: number
  height_cm: number
}

/** Bounds of a weighing (a slip of the finger, not the real world, is what they catch). */
export const BOX_WEIGHT_MAX_KG = 1000
export const BOX_SIDE_MAX_CM = 500
/** Bounds of a tariff's prices, whole đ. */
export const TARIFF_PRICE_PER_KG_MAX = 10_000_000
export const TARIFF_PRICE_PER_M3_MAX = 1_000_000_000

const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator

/** The charge of one box by its weight: grams × đ/kg ÷ 1,000, rounded up to the đ. */
export function weightCharge(box: Pick<WeighedBox, 'weight_grams'>, tariff: FreightTariff): number {
  return Number(ceilDiv(BigInt(box.weight_grams) * BigInt(tariff.price_per_kg), 1000n))
}

/** The charge of one box by its volume: cm³ × đ/m³ ÷ 1,000,000, rounded up to the đ. */
export function volumeCharge(box: Omit<WeighedBox, 'weight_grams'>, tariff: FreightTariff): number {
  const cubicCm = BigInt(box.length_cm) * BigInt(box.width_cm) * BigInt(box.height_cm)
  return Number(ceilDiv(cubicCm * BigInt(tariff.price_per_m3), 1_000_000n))
}

export type BoxFreight = { weight: number; volume: number; charge: number; by: 'weight' | 'volume' }

/** One box's chargeable freight: the larger of its weight and volume charges (weight when equal). */
export function boxFreight(box: WeighedBox, tariff: FreightTariff): BoxFreight {
  const weight = weightCharge(box, tariff)
  const volume = volumeCharge(box, tariff)
  return volume > weight ? { weight, volume, charge: volume, by: 'volume' } : { weight, volume, charge: weight, by: 'weight' }
}

/**
 * The order's actual freight from its boxes' charges: their sum once every box is weighed and priced;
 * null while there is no box or one is not weighed yet (the estimate still stands).
 */
export function actualFreight(boxCharges: readonly (number | null)[]): number | null {
  if (boxCharges.length === 0 || boxCharges.some((charge) => charge === null)) return null
  return (boxCharges as number[]).reduce((sum, charge) => sum + charge, 0)
}

/**
 * What → Debited takes from the wallet: the actual freight, less any of it already paid (money applied
 * to the order beyond the goods, e.g. a bank transfer after the weighing). Null when there is no actual freight.
 */
export function freightToDebit(position: { freight_actual: number | null; amount_due: number }): number | null {
  if (position.freight_actual === null) return null
  return Math.max(Math.min(position.freight_actual, position.amount_due), 0)
}

export type WeightError = 'required' | 'invalid' | 'tooPrecise' | 'outOfRange'

/**
 * A weight typed in kg, as staff type it: `2.35`, `2,35` (vi decimal comma), full-width digits; at
 * most three decimals (grams). Answers whole grams, or why it is refused (never silently changed).
 */
export function parseWeightKg(input: string): { ok: number } | { error: WeightError } {
  const text = input.normalize('NFKC').trim()
  if (text === '') return { error: 'required' }
  const match = /^(\d{1,4})(?:[.,](\d+))?$/.exec(text)
  if (!match) return { error: 'invalid' }
  const decimals = match[2] ?? ''
  if (decimals.length > 3) return { error: 'tooPrecise' }
  const grams = Number(match[1]) * 1000 + Number(decimals.padEnd(3, '0'))
  if (grams <= 0 || grams > BOX_WEIGHT_MAX_KG * 1000) return { error: 'outOfRange' }
  return { ok: grams }
}

/** Grams as kg for reading, e.g. 2350 → "2.35" (trailing zeros dropped). */
export function gramsAsKg(grams: number): string {
  const whole = Math.floor(grams / 1000)
  const rest = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return rest ? `${whole}.${rest}` : String(whole)
}
