import { z } from 'zod/mini'
import { PRODUCT_SORTS } from '@shared/catalog/sort-options'
import { optionalChoice, optionalPage, optionalPositiveInt, optionalText } from '@client/app/search-params'

/**
 * /products and /products/{shop}: page, search, category, origin, price ("min,max" yen), sort.
 * A value the list cannot use (an unknown sort, a malformed price) is dropped, not an error page.
 */
export const productListSearchSchema = z.object({
  page: optionalPage,
  search: optionalText,
  category: optionalPositiveInt,
  origin: optionalPositiveInt,
  price: z.catch(z.optional(z.string().check(z.regex(/^\d+,\d+$/))), undefined),
  sort: optionalChoice(PRODUCT_SORTS),
})
export type ProductListSearch = z.infer<typeof productListSearchSchema>

/** The filters of the list (everything but page and sort): changing one starts again at page 1. */
export type ProductListFilterKey = 'search' | 'category' | 'origin' | 'price'

const ORDER = ['page', 'search', 'category', 'origin', 'price', 'sort'] as const

/** The address of a product list page; the query holds the whole state of the list. */
export function productListHref(basePath: string, search: ProductListSearch): string {
  const params = new URLSearchParams()
  for (const key of ORDER) {
    const value = search[key]
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue
    params.set(key, String(value))
  }
  const query = params.toString().replace(/%2C/gi, ',')
  return query ? `${basePath}?${query}` : basePath
}

/** The state after changing filters: page goes back to 1 (spec: a new filter shows its first page). */
export function withFilters(search: ProductListSearch, patch: Partial<Pick<ProductListSearch, ProductListFilterKey>>): ProductListSearch {
  return { ...search, ...patch, page: undefined }
}
