import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'

/** Keys of my watch list; a follow or unfollow invalidates `watchKeys.all`. */
export const watchKeys = {
  all: ['auction-watches'] as const,
  /** Lots are named in the reader's language: one cache entry per language. */
  list: () => [...watchKeys.all, 'list', currentLocale()] as const,
  following: (id: string) => [...watchKeys.all, 'following', id] as const,
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
export function followingQueryOptions(id: string) {
  return queryOptions({
    queryKey: watchKeys.following(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/auction/watches/:id', { params: { id }, signal })).data.following,
    staleTime: 0,
  })
}

/** Follow (PUT) or unfollow (DELETE) a lot; the button and the list read the answer. */
export function useFollowLot(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (follow: boolean) =>
      (await callApi(follow ? 'PUT /api/auction/watches/:id' : 'DELETE /api/auction/watches/:id', { params: { id } })).data.following,
    onSuccess: (following) => {
      queryClient.setQueryData(watchKeys.following(id), following)
      // The saved copy (read first on the next visit, and offline) drops an unfollowed lot at once.
      if (!following) queryClient.setQueryData(watchListQueryOptions().queryKey, (items) => items?.filter((item) => item.id !== id))
      void queryClient.invalidateQueries({ queryKey: [...watchKeys.all, 'list'] })
    },
  })
}
