import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationFeed, NotificationPreferences, PushPreferences } from '@shared/contracts/notifications'
import { notificationGroupOf } from '@shared/notifications/kinds'
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

/** The feed as it reads once the notifications `isRead` picks are read: entries and counts (the server's answer follows). */
export function feedWithRead(feed: NotificationFeed, isRead: (id: number) => boolean): NotificationFeed {
  const newlyRead = feed.data.filter((notification) => !notification.read && isRead(notification.id))
  if (newlyRead.length === 0) return feed
  const readPerGroup = new Map<string, number>()
  for (const { kind } of newlyRead) readPerGroup.set(notificationGroupOf(kind), (readPerGroup.get(notificationGroupOf(kind)) ?? 0) + 1)
  return {
    data: feed.data.map((notification) => (isRead(notification.id) ? { ...notification, read: true } : notification)),
    unread_count: Math.max(0, feed.unread_count - newlyRead.length),
    groups: feed.groups.map((group) => ({
      ...group,
      unread_count: Math.max(0, group.unread_count - (readPerGroup.get(group.group) ?? 0)),
    })),
  }
}

/** A feed write: the bell shows its result at once, the server's feed replaces it, a failure asks again. */
function useFeedWrite<T>(write: (variables: T) => Promise<NotificationFeed>, isRead: (variables: T) => (id: number) => boolean) {
  const queryClient = useQueryClient()
  const key = notificationKeys.feed()
  return useMutation({
    mutationFn: write,
    onMutate: async (variables: T) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<NotificationFeed>(key)
      if (previous) queryClient.setQueryData(key, feedWithRead(previous, isRead(variables)))
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    onSuccess: (feed) => queryClient.setQueryData(key, feed),
  })
}

/** POST /api/notifications/read: "mark all read" — everything up to the newest shown. */
export function useMarkNotificationsRead() {
  return useFeedWrite(
    (upToId: number) => callApi('POST /api/notifications/read', { body: { up_to_id: upToId } }),
    (upToId) => (id) => id <= upToId,
  )
}

/** POST /api/notifications/read-items: the entries opened count as read (a paused write goes once back online). */
export function useMarkNotificationItemsRead() {
  return useFeedWrite(
    (ids: number[]) => callApi('POST /api/notifications/read-items', { body: { ids } }),
    (ids) => (id) => ids.includes(id),
  )
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
