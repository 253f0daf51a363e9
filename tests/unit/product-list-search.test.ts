import { describe, expect, it } from 'vitest'
import { productListHref, productListSearchSchema, withFilters } from '@client/features/catalog/product-list-search'

describe('product list URL state', () => {
  it('writes every part of the state in a fixed order, leaving out page 1 and empty values', () => {
    expect(productListHref('/products/ikom', {})).toBe('/products/ikom')
    expect(productListHref('/products/ikom', { page: 1, search: '' })).toBe('/products/ikom')
    expect(
      productListHref('/products/ikom', { sort: 'price', price: '100000,5000000', origin: 2, category: 101, search: 'nước hoa', page: 3 }),
    ).toBe('/products/ikom?page=3&search=n%C6%B0%E1%BB%9Bc+hoa&category=101&origin=2&price=100000,5000000&sort=price')
  })

  it('reads back what it writes, and drops what the list cannot use', () => {
    const href = productListHref('/products', { page: 2, category: 5, price: '500,2500', sort: '-price' })
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams)
    expect(productListSearchSchema.parse(query)).toEqual({ page: 2, category: 5, price: '500,2500', sort: '-price' })
    expect(productListSearchSchema.parse({ page: '0', price: 'cheap', sort: '-discount', origin: 'x' })).toEqual({})
  })

  it('goes back to page 1 when a filter changes and keeps the sort', () => {
    expect(withFilters({ page: 4, sort: 'price', category: 1 }, { category: 101 })).toEqual({
      page: undefined,
      sort: 'price',
      category: 101,
    })
    expect(withFilters({ page: 2, price: '500,2500' }, { price: undefined })).toEqual({ page: undefined, price: undefined })
  })
})
