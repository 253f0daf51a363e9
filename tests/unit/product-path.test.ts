import { describe, expect, it } from 'vitest'
import { isOwnShop, marketItemRef, ownItemRef, ownProductId, productPath, splitMarketItemRef } from '@shared/catalog/product-path'
import { itemRefSchema } from '@shared/contracts/item-ref'
import { AWOND_ID, ECORING_ID, IKOM_ID } from '@shared/shops/registry'

describe('a product’s page in the app from (shop, item reference)', () => {
  it.each([
    [IKOM_ID, '303006', '/products/ikom/303006'],
    [AWOND_ID, '458001', '/products/awond/458001'],
    [4, 'm12345678901', '/other-market/4/m12345678901'],
    [3, 'B0CHX1W1XY', '/other-market/3/B0CHX1W1XY'],
    [8, 'x123456789', '/other-market/8/x123456789'],
    [6, 'kenkocom:e497325', '/other-market/6/e497325?append=kenkocom'],
    [7, 'bic-store:4549980724413', '/other-market/7/4549980724413?append=bic-store'],
    [2, 'DD1391-100', '/other-market/2/DD1391-100'],
    // Ecoring's won lots: the lot's own page.
    [ECORING_ID, 'eco-1016', '/other-market/ecoring/detail/timelimit/eco-1016'],
    // A shop missing from the registry still gets a market address rather than nothing.
    [77, 'abc', '/other-market/77/abc'],
  ])('shop %i, %s → %s', (shopId, itemRef, path) => {
    expect(productPath(shopId, itemRef)).toBe(path)
  })

  it('keeps whatever a reference holds inside one path segment', () => {
    expect(productPath(4, 'a b/c?d#e')).toBe('/other-market/4/a%20b%2Fc%3Fd%23e')
  })
})

describe('item references', () => {
  it('names our products by their id in decimal, and reads it back only from a canonical id', () => {
    expect(ownItemRef(303006)).toBe('303006')
    expect(ownProductId('303006')).toBe(303006)
    for (const notOurs of ['0', '007', '12a', 'm123', '', '2147483648', '1e3', ' 1']) expect(ownProductId(notOurs)).toBeNull()
    expect(ownProductId('2147483647')).toBe(2_147_483_647)
  })

  it('joins and splits a market reference with its store', () => {
    expect(marketItemRef('e497325', 'kenkocom')).toBe('kenkocom:e497325')
    expect(marketItemRef('m123')).toBe('m123')
    expect(splitMarketItemRef('kenkocom:e497325')).toEqual({ itemCode: 'e497325', storeCode: 'kenkocom' })
    expect(splitMarketItemRef('m123')).toEqual({ itemCode: 'm123' })
  })

  it('knows our own shops', () => {
    expect([IKOM_ID, AWOND_ID, 4, 999].map(isOwnShop)).toEqual([true, true, false, false])
  })

  it.each(['303006', 'm12345678901', 'B0CHX1W1XY', 'kenkocom:e497325', 'DD1391-100', 'a_b.c', 'x'.repeat(128)])('accepts %s', (ref) => {
    expect(itemRefSchema.safeParse(ref).success).toBe(true)
  })

  it.each(['', 'x'.repeat(129), 'a b', 'a/b', '../x', '.hidden', ':x', 'a?b', 'a#b', 'a\u0000b', 'ä', '\ud800', 'a\nb', 12])(
    'refuses %j',
    (ref) => {
      expect(itemRefSchema.safeParse(ref).success).toBe(false)
    },
  )
})
