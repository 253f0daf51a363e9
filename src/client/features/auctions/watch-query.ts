import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import type { WatchVenue } from '@shared/auctions/contracts'

/** ?venue= of a lot's watch calls: none for Yahoo Auction (the API's default). */
const venueQuery = (venue: WatchVenue) => (venue === 'yahoo-auction' ? {} : { venue })

/** Keys of my watch list; a follow or unfollow invalidates `watchKeys.all`. */
export const watchKeys = {
  all: ['auction-watches'] as const,
  /** Lots are named in the reader's language: one cache entry per language. */
  list: () => [...watchKeys.all, 'list', currentLocale()] as const,
  following: (id: string, venue: WatchVenue) => [...watchKeys.all, 'following', venue, id] as const,
}

/**
 * GET /api/auction/watches: my followed lots, the soonest end first, ended ones last. Not public:
 * persisted with the customer's other data, so the list reads offline after a visit (like the auction log).
 */
export function watchListQueryOptions() {
  return queryOptions({
    queryKey: watchKeys.list(),
    queryFn: async ({ signal }) => (await callApi('GET /api/auction/watches', { signal })).data,
    // Prices, ends and follows change elsewhere (another tab, the lot page): read afresh on every visit.
    staleTime: 0,
  })
}

/** GET /api/auction/watches/{id}: whether I follow the lot (the lot page's button). */
export function followingQueryOptions(id: string, venue: WatchVenue) {
  return queryOptions({
    queryKey: watchKeys.following(id, venue),
    queryFn: async ({ signal }) =>
      (await callApi('GET /api/auction/watches/:id', { params: { id }, query: venueQuery(venue), signal })).data.following,
    staleTime: 0,
  })
}

/** Follow (PUT) or unfollow (DELETE) a lot; the button and the list read the answer. */
export function useFollowLot(id: string, venue: WatchVenue) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (follow: boolean) =>
      (
        await callApi(follow ? 'PUT /api/auction/watches/:id' : 'DELETE /api/auction/watches/:id', {
          params: { id },
          query: venueQuery(venue),
        })
      ).data.following,
    onSuccess: (following) => {
      queryClient.setQueryData(watchKeys.following(id, venue), following)
      // The saved copy (read first on the next visit, and offline) drops an unfollowed lot at once.
      if (!following)
        queryClient.setQueryData(watchListQueryOptions().queryKey, (items) =>
          items?.filter((item) => item.id !== id || item.venue !== venue),
        )
      void queryClient.invalidateQueries({ queryKey: [...watchKeys.all, 'list'] })
    },
  })
}
