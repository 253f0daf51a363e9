import { z } from 'zod/mini'
import { optionalPage, optionalPositiveInt } from '@client/app/search-params'

/** /blogs: page and category_id. */
export const blogListSearchSchema = z.object({
  page: optionalPage,
  category_id: optionalPositiveInt,
})
