import { describe, expect, it } from 'vitest'
import { listingColumns, listingRowOf } from '@server/modules/markets/mirror-rows'

describe("a list's row of a market listing", () => {
  it('reads each value of its array as the column at its place in listingColumns', () => {
    const keys = Object.keys(listingColumns)
    const endTime = '2026-11-28T09:00:00.000Z'
    const row: Record<string, unknown> = listingRowOf(keys.map((key) => (key === 'endTime' ? endTime : key)))
    expect(Object.keys(row).sort()).toEqual([...keys].sort())
    for (const key of keys) if (key !== 'endTime') expect(row[key]).toBe(key)
    expect(row.endTime).toEqual(new Date(endTime))
  })
})
