import { z } from 'zod/mini'
import { BID_LOG_STATUSES } from '@shared/auctions/statuses'
import { optionalChoice, optionalPage } from '@client/app/search-params'

/** /customer/auction-log: the page and the status filter (none = All) live in the URL. */
export const auctionLogSearchSchema = z.object({
  page: optionalPage,
  status: optionalChoice(BID_LOG_STATUSES),
})
export type AuctionLogSearch = z.infer<typeof auctionLogSearchSchema>
