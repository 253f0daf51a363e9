import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { BidLogItem, bidLogListContract } from '@shared/auctions/contracts'
import { toQueryString } from '@shared/http/query-string'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'

export type BidLogParams = { userId: number; page: number; status?: string }

/** Keys of my bid history; snipe writes and bids invalidate `bidLogKeys.all`. */
export const bidLogKeys = {
  all: ['auction-log'] as const,
  /** Lots are named in the reader's language: one cache entry per language. */
  list: (params: BidLogParams) => [...bidLogKeys.all, currentLocale(), params] as const,
}

/**
 * GET /api/order/auction-logs: my bids (and snipes), newest first, one page, optionally of one status.
 * Not public: persisted with the customer's other data, so the log reads offline after a visit.
 */
export function bidLogQueryOptions(params: BidLogParams) {
  const query = toQueryString<typeof bidLogListContract>({
    filter: { status: params.status, user_id: params.userId },
    sort: '-date_bid',
    page: params.page,
  })
  return queryOptions({
    queryKey: bidLogKeys.list(params),
    queryFn: ({ signal }) => callApi('GET /api/order/auction-logs', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** The item's name and picture, kept by the server as JSON text (spec §3 Bid log item data). */
export function bidLogItemData(item: Pick<BidLogItem, 'data'>): { name: string; image_uri: string } {
  try {
    const parsed = JSON.parse(item.data) as { name?: unknown; image_uri?: unknown }
    return {
      name: typeof parsed.name === 'string' ? parsed.name : '',
      image_uri: typeof parsed.image_uri === 'string' ? parsed.image_uri : '',
    }
  } catch {
    return { name: '', image_uri: '' }
  }
}
