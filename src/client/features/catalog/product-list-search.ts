import { z } from 'zod/mini'
import { optionalPage, optionalPositiveInt, optionalText } from '../../app/search-params'

/** /products and /products/{shop}: page, search, category, origin, price ("min,max" yen), sort. */
export const productListSearchSchema = z.object({
  page: optionalPage,
  search: optionalText,
  category: optionalPositiveInt,
  origin: optionalPositiveInt,
  price: z.catch(z.optional(z.string().check(z.regex(/^\d+,\d+$/))), undefined),
  sort: optionalText,
})
export type ProductListSearch = z.infer<typeof productListSearchSchema>
