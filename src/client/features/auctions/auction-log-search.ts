import { z } from 'zod/mini'
import { optionalPage, optionalText } from '@client/app/search-params'

/**
 * /customer/auction-log: the page and the status filter (none = All) live in the URL. The status is any
 * text (an unknown one is shown raw, spec §4): checking it against the statuses here would put them in
 * the entry bundle, where every route's search schema lives.
 */
export const auctionLogSearchSchema = z.object({
  page: optionalPage,
  status: optionalText,
})
export type AuctionLogSearch = z.infer<typeof auctionLogSearchSchema>
