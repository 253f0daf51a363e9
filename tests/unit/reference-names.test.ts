import { describe, expect, it } from 'vitest'
import { LOCALES } from '@shared/i18n/locales'
import { AREAS, areaName, SHIPMENT_METHOD_NAMES, shipmentMethodName } from '@shared/logistics/reference-names'
import { AREA_ROWS, SHIPMENT_METHOD_ROWS } from '@server/seed/reference'

describe('reference names (shipment methods, warehouses)', () => {
  it('name every item in vi, en and ja, each language its own words', () => {
    const all = [...Object.values(SHIPMENT_METHOD_NAMES), ...AREAS.map((area) => area.names)]
    for (const names of all) {
      for (const locale of LOCALES) expect(names[locale].trim(), `${names.vi} in ${locale}`).not.toBe('')
      expect(names.en).not.toBe(names.vi)
      expect(names.ja).not.toBe(names.vi)
    }
  })

  it('are the one source of the seeded rows: each row’s name is the Vietnamese one', () => {
    expect(SHIPMENT_METHOD_ROWS).toEqual(Object.entries(SHIPMENT_METHOD_NAMES).map(([id, names]) => ({ id, name: names.vi })))
    expect(AREA_ROWS.map((row) => [row.id, row.name, row.country])).toEqual(AREAS.map((area) => [area.id, area.names.vi, area.country]))
  })

  it('fall back to the stored name, then the id, for an item the table lacks', () => {
    expect(shipmentMethodName('air', 'ja')).toBe('航空便')
    expect(areaName('vn-hanoi', 'en', 'Kho Hà Nội')).toBe('Hanoi warehouse')
    expect(areaName('hub-x', 'en', 'Trạm X')).toBe('Trạm X')
    expect(areaName('hub-x', 'en')).toBe('hub-x')
    expect(shipmentMethodName('rail', 'vi', null)).toBe('rail')
  })
})
