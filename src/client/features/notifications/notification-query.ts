import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationPreferences, PushPreferences } from '@shared/contracts/notifications'
import { callApi } from '@client/app/call-api'

/** One factory for every notification query key. */
export const notificationKeys = {
  all: ['notifications'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
}

/** The bell asks again at most this often, and only while the app is on screen. */
export const FEED_POLL_MS = 30 * 1000

/** GET /api/notifications: my newest notifications (every kind) and how many are unread. */
export function notificationFeedQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: ({ signal }) => callApi('GET /api/notifications', { signal }),
    // Events arrive at any time: check again on every page load, every 30 s while the app is
    // visible (document.visibilityState), at once when it becomes visible again, and when a push arrives.
    staleTime: 0,
    refetchInterval: FEED_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  })
}

/** POST /api/notifications/read: everything up to the newest shown counts as read. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upToId: number) => callApi('POST /api/notifications/read', { body: { up_to_id: upToId } }),
    onSuccess: (feed) => queryClient.setQueryData(notificationKeys.feed(), feed),
  })
}

/** GET /api/notifications/preferences: push on or off per kind. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: async ({ signal }) => (await callApi('GET /api/notifications/preferences', { signal })).data,
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
    mutationFn: async (push: Partial<PushPreferences>) => (await callApi('PUT /api/notifications/preferences', { body: { push } })).data,
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
