import { describe, expect, it } from 'vitest'
import { PAGINATION_LINKS, PAGINATION_LINKS_BEFORE } from '@shared/ui/constants'
import { paginationWindow } from '@client/ui/pagination-window'

describe('paginationWindow', () => {
  it('follows the spec constants: 5 links, 2 before the current page', () => {
    expect(PAGINATION_LINKS).toBe(5)
    expect(PAGINATION_LINKS_BEFORE).toBe(2)
  })

  it('starts at page 1 near the beginning', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 4, 5])
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 5])
  })

  it('puts 2 pages before the current one in the middle', () => {
    expect(paginationWindow(4, 10)).toEqual([2, 3, 4, 5, 6])
    expect(paginationWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
    expect(paginationWindow(8, 10)).toEqual([6, 7, 8, 9, 10])
  })

  it('keeps 5 links at the end by showing more pages before', () => {
    expect(paginationWindow(9, 10)).toEqual([6, 7, 8, 9, 10])
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
  })

  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1])
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3])
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('is empty when there is no page', () => {
    expect(paginationWindow(1, 0)).toEqual([])
    expect(paginationWindow(1, -3)).toEqual([])
    expect(paginationWindow(1, Number.NaN)).toEqual([])
  })

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 10)).toEqual([1, 2, 3, 4, 5])
    expect(paginationWindow(-4, 10)).toEqual([1, 2, 3, 4, 5])
    expect(paginationWindow(99, 10)).toEqual([6, 7, 8, 9, 10])
    expect(paginationWindow(Number.NaN, 10)).toEqual([1, 2, 3, 4, 5])
  })

  it('accepts another window size', () => {
    expect(paginationWindow(6, 20, 3, 1)).toEqual([5, 6, 7])
    expect(paginationWindow(20, 20, 3, 1)).toEqual([18, 19, 20])
  })
})
