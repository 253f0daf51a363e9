import { describe, expect, it } from 'vitest'
import { marketItemRef } from '@shared/catalog/product-path'
import { parseMarketplaceUrl } from '@shared/catalog/marketplace-url'
import { formatMarketFilters, parseMarketFilters, priceOptionRange, toggleMarketFilter } from '@shared/markets/filters'
import { marketItemUrl } from '@shared/markets/item-url'
import { splitOption, withOption } from '@shared/markets/option-ref'
import { SHOPS } from '@shared/shops/registry'
import { facetsOf } from '@server/modules/markets/write'
import { demoMarketRecords } from '@server/seed/markets'

describe('market filters in the URL', () => {
  it.each([
    ['status:new', { status: ['new'] }],
    ['status:new,status:like_new, shipping:seller', { status: ['like_new', 'new'], shipping: ['seller'] }],
    ['price:1000-3000,price:100000-', { price: ['1000-3000', '100000-'] }],
    ['', {}],
    ['status:new,status:new', { status: ['new'] }],
  ])('reads %j', (text, filters) => {
    expect(parseMarketFilters(text)).toEqual(filters)
  })

  it.each(['status', 'status:', 'colour:red', 'status:a:b', '__proto__:x', 'constructor:x', 'status:new value', 'x'.repeat(501)])(
    'refuses %j',
    (text) => {
      expect(parseMarketFilters(text)).toBeNull()
    },
  )

  it('writes one text per choice, groups in their order and values sorted, and toggles one option', () => {
    expect(formatMarketFilters({ shipping: ['seller'], status: ['new', 'good'] })).toBe('status:good,status:new,shipping:seller')
    expect(toggleMarketFilter({ status: ['new'] }, 'status', 'good')).toEqual({ status: ['new', 'good'] })
    expect(toggleMarketFilter({ status: ['new'] }, 'status', 'new')).toEqual({ status: undefined })
    expect(formatMarketFilters(toggleMarketFilter({ status: ['new'] }, 'status', 'new'))).toBe('')
  })

  it.each([
    ['0-1000', [0, 1000]],
    ['100000-', [100000, null]],
    ['3000-1000', null],
    ['-1000', null],
    ['a-b', null],
  ])('reads the price option %j', (value, range) => {
    expect(priceOptionRange(value)).toEqual(range)
  })
})

describe('chosen options', () => {
  it.each([
    ['DD1391-100', '26_5', 'DD1391-100.26_5'],
    ['shop:item', 'x3', 'shop:item.x3'],
    ['m12345678901', null, 'm12345678901'],
  ])('names %s with option %s as %s, and reads it back', (itemRef, option, expected) => {
    expect(withOption(itemRef, option)).toBe(expected)
    expect(splitOption(expected)).toEqual(option ? { itemRef, optionId: option } : null)
  })

  it('reads no option where there can be none', () => {
    expect(splitOption('.x')).toBeNull()
    expect(splitOption('a.b c')).toBeNull()
    expect(splitOption(`a.${'x'.repeat(21)}`)).toBeNull()
  })
})

describe('the demo mirror', () => {
  const today = new Date('2026-11-20T03:00:00Z')
  const records = demoMarketRecords(today)
  const listings = records.filter((record) => record.kind === 'listing')

  it('is the same on every run for the same day, and lists in every market', () => {
    expect(demoMarketRecords(today)).toEqual(records)
    const markets = SHOPS.filter((shop) => shop.kind === 'market').map((shop) => shop.id)
    expect(new Set(listings.map((listing) => listing.shop))).toEqual(new Set(markets))
    expect(listings.length).toBeGreaterThan(300)
  })

  it("gives every listing a code of its market's own form: its address there leads back to it", () => {
    for (const listing of listings) {
      const itemRef = marketItemRef(listing.item_code, listing.store_code ?? undefined)
      const link = parseMarketplaceUrl(marketItemUrl(listing.shop, itemRef))
      expect(link && { shop: link.shop.id, itemRef: link.itemRef }, itemRef).toEqual({ shop: listing.shop, itemRef })
    }
  })

  it('gives auctions their facts, ending around the day, and flea-market items a condition and who pays shipping', () => {
    for (const listing of listings) {
      if (listing.shop === 8) {
        expect(listing.auction).toBeTruthy()
        expect(Math.abs(listing.auction!.end_time * 1000 - today.getTime())).toBeLessThan(8 * 86_400_000)
        expect(listing.auction!.start_price).toBeLessThanOrEqual(listing.price)
      } else expect(listing.auction).toBeFalsy()
      if ([4, 5, 9].includes(listing.shop)) {
        expect(listing.condition, listing.item_code).toBeTruthy()
        expect(listing.shipping_payer, listing.item_code).toBeTruthy()
      }
      expect(listing.name.vi && listing.name.en, listing.item_code).toBeTruthy()
    }
  })

  it('files each listing under the filter options it matches', () => {
    const [fleaItem] = listings.filter(
      (listing) => listing.shop === 4 && listing.shipping_payer === 'seller' && listing.condition === 'new',
    )
    expect(facetsOf(fleaItem)).toEqual(expect.arrayContaining(['status:new', 'shipping:seller', 'shipping:free']))
    const discounted = listings.find((listing) => listing.shop === 3 && (listing.initial_price ?? 0) >= listing.price * 2)
    if (discounted) expect(facetsOf(discounted)).toEqual(expect.arrayContaining(['discount:10', 'discount:30', 'discount:50']))
    const unisex = listings.find((listing) => listing.gender === 'unisex')!
    expect(facetsOf(unisex)).toEqual(expect.arrayContaining(['gender:unisex', 'gender:men', 'gender:women']))
  })
})
