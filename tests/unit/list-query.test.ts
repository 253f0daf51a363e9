import { describe, expect, it } from 'vitest'
import type { AppError } from '@server/http/app-error'
import { paginated, parseListQuery } from '@server/http/list-query'
import { toQueryString } from '@shared/http/list-query'

const spec = {
  filters: { name: 'string', 'suppliers.id': 'int', categories: 'intList', publish: 'boolean' },
  between: ['price'],
  includes: ['origin', 'categories'],
  appends: ['first_item'],
  sorts: ['price', 'updated_at'],
  defaultSort: '-updated_at',
  perPage: { default: 12, max: 48 },
} as const

function rejection(raw: Record<string, unknown>) {
  try {
    parseListQuery(raw, spec)
  } catch (error) {
    return error as AppError
  }
  throw new Error('expected a rejection')
}

describe('parseListQuery', () => {
  it('turns the spec conventions into typed values', () => {
    const query = parseListQuery(
      {
        'filter[name]': ' nuoc hoa ',
        'filter[suppliers.id]': '390',
        'filter[categories]': '3,4',
        'filter[publish]': '1',
        'filter_between[price]': '500,2500',
        include: 'origin,categories',
        append: 'first_item',
        sort: '-price',
        page: '3',
        per_page: '24',
      },
      spec,
    )
    expect(query.filter).toEqual({ name: 'nuoc hoa', 'suppliers.id': 390, categories: [3, 4], publish: true })
    expect(query.between).toEqual({ price: [500, 2500] })
    expect([...query.include]).toEqual(['origin', 'categories'])
    expect([...query.append]).toEqual(['first_item'])
    expect(query.sort).toEqual({ field: 'price', descending: true })
    expect(query).toMatchObject({ page: 3, perPage: 24 })
  })

  it('uses the default sort and first page when none is asked', () => {
    expect(parseListQuery({}, spec)).toMatchObject({ sort: { field: 'updated_at', descending: true }, page: 1, perPage: 12 })
  })

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '2.5' }, 'page'],
    [{ per_page: '1000' }, 'per_page'],
    [{ sort: 'password' }, 'sort'],
    [{ include: 'creator' }, 'include'],
    [{ 'filter[suppliers.id]': 'abc' }, 'filter[suppliers.id]'],
    [{ 'filter_between[price]': '10' }, 'filter_between[price]'],
    [{ 'filter_between[price]': '9,1' }, 'filter_between[price]'],
    [{ page: ['1', '2'] }, 'page'],
  ])('rejects %o naming %s', (raw, name) => {
    const error = rejection(raw)
    expect(error.statusCode).toBe(400)
    expect(error.messageKey).toBe('invalidQueryParameter')
    expect(error.params).toEqual({ name })
  })

  it('rejects parameters outside the allow-list as unknown', () => {
    const error = rejection({ 'filter[password]': 'x' })
    expect(error.messageKey).toBe('unknownQueryParameter')
    expect(rejection({ debug: '1' }).messageKey).toBe('unknownQueryParameter')
  })
})

describe('paginated', () => {
  it('builds the spec page shape', () => {
    expect(paginated(['a', 'b'], 14, 2, 12)).toEqual({
      data: ['a', 'b'],
      current_page: 2,
      last_page: 2,
      from: 13,
      to: 14,
      total: 14,
      per_page: 12,
    })
    expect(paginated([], 0, 1, 12)).toMatchObject({ from: null, to: null, last_page: 1 })
  })
})

describe('toQueryString', () => {
  it('writes what parseListQuery reads', () => {
    const text = toQueryString({
      filter: { name: 'trà' },
      filterBetween: { price: [1, 500] },
      include: ['origin'],
      sort: '-price',
      page: 2,
    })
    const raw = Object.fromEntries(new URLSearchParams(text))
    expect(parseListQuery(raw, spec)).toMatchObject({ filter: { name: 'trà' }, between: { price: [1, 500] }, page: 2 })
  })
})
