import { z } from 'zod/mini'
import { MARKET_SEARCH_SORTS, MARKET_SORTS } from '@shared/markets/listing-facts'
import { optionalChoice, optionalPage, optionalPositiveInt, optionalText } from '@client/app/search-params'

/**
 * A code or text the router may have read as a number (it reads query values as JSON: "1003"): kept
 * as it came, so the router writes the address back as it was (a number turned into text would be
 * written quoted, and the server would redirect to that). Read it with textOf.
 */
const optionalCode = z.catch(z.optional(z.union([z.string(), z.number()])), undefined)

export const textOf = (value: string | number | undefined): string | undefined => (value === undefined ? undefined : String(value))

/** /other-market/search: the text, page, order (the most relevant by default), the shop narrowed to, and whether ended auctions show. */
export const otherMarketSearchSchema = z.object({
  search: optionalCode,
  page: optionalPage,
  sort: optionalChoice(MARKET_SEARCH_SORTS),
  shop: optionalText,
  ended: optionalChoice(['1']),
})
export type OtherMarketSearch = z.infer<typeof otherMarketSearchSchema>

/** /other-market/products/{shop}: category_id, search, page, sort and the shop's filters ("group:value,…"). */
export const otherMarketListSearchSchema = z.object({
  category_id: optionalCode,
  search: optionalCode,
  page: optionalPage,
  sort: optionalChoice(MARKET_SORTS),
  filters: optionalText,
})
export type OtherMarketListSearch = z.infer<typeof otherMarketListSearchSchema>

/** /other-market/{shop}: the category whose children are shown (Rakuma drills down by parent). */
export const otherMarketCategorySearchSchema = z.object({ parent: optionalCode })

/** /other-market/{shop}/{id}: the store's code where item codes are per store (src/shared/catalog/product-path.ts). */
export const otherMarketDetailSearchSchema = z.object({ append: optionalCode })

/** /other-market/{shop}/seller-shop/{seller}: the page. */
export const sellerShopSearchSchema = z.object({ page: optionalPage })

/** /other-market/{shop}/payment: the direct order's product and options. */
export const directOrderSearchSchema = z.object({
  product_id: optionalCode,
  append: optionalCode,
  note: optionalCode,
  quantity: optionalPositiveInt,
  shop_id: optionalText,
})
export type DirectOrderSearch = z.infer<typeof directOrderSearchSchema>

/**
 * A text the router would read back as something else (it reads query values as JSON: an 18-digit
 * Yodobashi code would lose digits as a number) goes quoted, as the router itself writes it.
 */
function queryValue(value: string | number): string {
  if (typeof value === 'number') return String(value)
  try {
    return String(JSON.parse(value)) === value ? value : JSON.stringify(value)
  } catch {
    return value
  }
}

/** An address of the app with its query, leaving out empty values and page 1. */
export function hrefWith(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue
    params.set(key, queryValue(value))
  }
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':')
  return text ? `${path}?${text}` : path
}
