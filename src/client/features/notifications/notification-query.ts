import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationFeed, NotificationPreferences, PushPreferences } from '@shared/contracts/notifications'
import { api } from '@client/app/api-client'

/** One factory for every notification query key. */
export const notificationKeys = {
  all: ['notifications'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
}

const FEED_POLL_MS = 3 * 60 * 1000

/** GET /api/notifications: my newest notifications (every kind) and how many are unread. */
export function notificationFeedQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: ({ signal }) => api.get<NotificationFeed>('/api/notifications', { signal }),
    // Events arrive at any time: check again on every page load, every few minutes and when a push arrives.
    staleTime: 0,
    refetchInterval: FEED_POLL_MS,
  })
}

/** POST /api/notifications/read: everything up to the newest shown counts as read. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upToId: number) => api.post<NotificationFeed>('/api/notifications/read', { up_to_id: upToId }),
    onSuccess: (feed) => queryClient.setQueryData(notificationKeys.feed(), feed),
  })
}

/** GET /api/notifications/preferences: push on or off per kind. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: async ({ signal }) => (await api.get<{ data: NotificationPreferences }>('/api/notifications/preferences', { signal })).data,
    // Asked again on every visit: the copy restored after a reload may predate the last change
    // (the cache is saved to IndexedDB at most once a second).
    staleTime: 0,
  })
}

/** PUT /api/notifications/preferences: turns push on or off for the kinds given; the switch moves at once and back on failure. */
export function useUpdatePushPreferences() {
  const queryClient = useQueryClient()
  const key = notificationKeys.preferences()
  return useMutation({
    mutationFn: async (push: Partial<PushPreferences>) =>
      (await api.put<{ data: NotificationPreferences }>('/api/notifications/preferences', { push })).data,
    onMutate: async (push) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<NotificationPreferences>(key)
      if (previous) queryClient.setQueryData<NotificationPreferences>(key, { push: { ...previous.push, ...push } })
      return { previous }
    },
    onError: (_error, _push, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (preferences) => queryClient.setQueryData(key, preferences),
  })
}
