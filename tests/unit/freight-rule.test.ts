import { describe, expect, it } from 'vitest'
import {
  actualFreight,
  boxFreight,
  freightToDebit,
  gramsAsKg,
  parseWeightKg,
  volumeCharge,
  weightCharge,
  type FreightTariff,
  type WeighedBox,
} from '@shared/orders/freight'

const air: FreightTariff = { price_per_kg: 210_000, price_per_m3: 35_070_000 }
const sea: FreightTariff = { price_per_kg: 35_000, price_per_m3: 7_500_000 }
const box = (weight_grams: number, length_cm: number, width_cm: number, height_cm: number): WeighedBox => ({
  weight_grams,
  length_cm,
  width_cm,
  height_cm,
})

describe('a box’s chargeable freight: max(weight charge, volume charge), each rounded up to the đ', () => {
  it.each([
    // name, box, tariff, weight charge, volume charge, charge, by
    ['heavy small box by air: by weight', box(2350, 30, 20, 10), air, 493_500, 210_420, 493_500, 'weight'],
    ['light bulky box by air: by volume', box(1000, 60, 50, 40), air, 210_000, 4_208_400, 4_208_400, 'volume'],
    ['sea: a 40×30×20 box of 5 kg', box(5000, 40, 30, 20), sea, 175_000, 180_000, 180_000, 'volume'],
    ['equal charges: by weight', box(1000, 100, 100, 100), { price_per_kg: 1000, price_per_m3: 1000 }, 1000, 1000, 1000, 'weight'],
    ['one gram at 210,000 đ/kg: 210 đ', box(1, 1, 1, 1), air, 210, 36, 210, 'weight'],
    [
      'a fraction of a đ rounds up: 1 g at 1,500 đ/kg = 1.5 → 2 đ',
      box(1, 1, 1, 1),
      { price_per_kg: 1500, price_per_m3: 1 },
      2,
      1,
      2,
      'weight',
    ],
    ['1 cm³ at 1,000,001 đ/m³ = 1.000001 → 2 đ', box(1, 1, 1, 1), { price_per_kg: 1, price_per_m3: 1_000_001 }, 1, 2, 2, 'volume'],
  ] as const)('%s', (_name, weighed, tariff, weight, volume, charge, by) => {
    expect(weightCharge(weighed, tariff)).toBe(weight)
    expect(volumeCharge(weighed, tariff)).toBe(volume)
    expect(boxFreight(weighed, tariff)).toEqual({ weight, volume, charge, by })
  })

  it('stays exact at the bounds (1,000 kg; 500 cm sides; the highest prices)', () => {
    const largest = box(1_000_000, 500, 500, 500)
    const dear = { price_per_kg: 10_000_000, price_per_m3: 1_000_000_000 }
    expect(weightCharge(largest, dear)).toBe(10_000_000_000)
    expect(volumeCharge(largest, dear)).toBe(125_000_000_000)
    expect(Number.isSafeInteger(boxFreight(largest, dear).charge)).toBe(true)
  })
})

describe('the order’s actual freight', () => {
  it.each([
    ['no box yet: none', [], null],
    ['one box weighed', [493_500], 493_500],
    ['two boxes weighed: the sum', [493_500, 4_208_400], 4_701_900],
    ['a box still to weigh: none yet', [493_500, null], null],
  ] as const)('%s', (_name, charges, expected) => {
    expect(actualFreight(charges)).toBe(expected)
  })

  it.each([
    ['no actual freight: nothing to debit (refused)', { freight_actual: null, amount_due: 0 }, null],
    ['goods paid: the whole freight', { freight_actual: 180_000, amount_due: 180_000 }, 180_000],
    ['freight partly paid by transfer: the rest', { freight_actual: 180_000, amount_due: 30_000 }, 30_000],
    ['freight already paid: nothing', { freight_actual: 180_000, amount_due: 0 }, 0],
    ['goods still short (Paid by override): only the freight', { freight_actual: 180_000, amount_due: 500_000 }, 180_000],
  ] as const)('→ Debited debits: %s', (_name, position, expected) => {
    expect(freightToDebit(position)).toBe(expected)
  })
})

describe('a weight typed in kg', () => {
  it.each([
    ['2.35', { ok: 2350 }],
    ['2,35', { ok: 2350 }],
    ['２．３５', { ok: 2350 }],
    [' 12 ', { ok: 12_000 }],
    ['0.001', { ok: 1 }],
    ['1000', { ok: 1_000_000 }],
    ['', { error: 'required' }],
    ['0', { error: 'outOfRange' }],
    ['1000.001', { error: 'outOfRange' }],
    ['2.3456', { error: 'tooPrecise' }],
    ['-2', { error: 'invalid' }],
    ['2.350.1', { error: 'invalid' }],
    ['1e3', { error: 'invalid' }],
    ['abc', { error: 'invalid' }],
  ] as const)('%j reads as %j', (input, expected) => {
    expect(parseWeightKg(input)).toEqual(expected)
  })

  it.each([
    [2350, '2.35'],
    [12_000, '12'],
    [1, '0.001'],
    [1050, '1.05'],
  ])('%i g shows as %s kg', (grams, shown) => {
    expect(gramsAsKg(grams)).toBe(shown)
  })
})
