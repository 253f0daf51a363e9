import { z } from 'zod/mini'
import { optionalPage, optionalPositiveInt, optionalText } from '@client/app/search-params'

/** /other-market/search: the cross-shop search text. */
export const otherMarketSearchSchema = z.object({ search: optionalText })

/** /other-market/products/{shop}: category_id, search, page, sort and the shop's filters. */
export const otherMarketListSearchSchema = z.object({
  category_id: optionalText,
  search: optionalText,
  page: optionalPage,
  sort: optionalText,
  filters: optionalText,
})

/** /other-market/{shop}/{id}: optional variant (append). */
export const otherMarketDetailSearchSchema = z.object({ append: optionalText })

/** /other-market/{shop}/payment: the direct order's product and options. */
export const directOrderSearchSchema = z.object({
  product_id: optionalText,
  append: optionalText,
  note: optionalText,
  quantity: optionalPositiveInt,
  shop_id: optionalText,
})
