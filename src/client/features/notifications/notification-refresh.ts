import { useCallback, useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Notification } from '@shared/contracts/notifications'
import type { NotificationSubject } from './notification-query-keys'

/**
 * The mapping names other features' keys, and their index files bring their screens: it loads on
 * first use, so the header (in every first load) stays light.
 */
const loadKeys = () => import('./notification-query-keys')

/**
 * A screen read up to this long after a notification's time may still predate its event: the
 * server's time counts whole seconds and the phone's clock may differ a little. Reading it once more
 * costs one request; missing the event would leave the screen old.
 */
const CLOCK_SLACK_MS = 60_000

/** When the screens a notification is about may have been read before its event happened. */
const readBeforeNewsOf = (notification: Pick<Notification, 'created_at'>) => notification.created_at * 1000 + CLOCK_SLACK_MS

/**
 * Fetches again the shown screens some notifications are about, each query once (a tap on a bell
 * entry, new entries); with `readBefore`, only the screens whose data was read before that time.
 */
export function useRefreshSubjectsOf() {
  const queryClient = useQueryClient()
  return useCallback(
    async (notifications: readonly NotificationSubject[], readBefore = Number.POSITIVE_INFINITY) => {
      if (notifications.length === 0) return
      const { queryKeysOf } = await loadKeys()
      const keys = new Map(notifications.flatMap(queryKeysOf).map((queryKey) => [JSON.stringify(queryKey), queryKey]))
      await Promise.all(
        [...keys.values()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.dataUpdatedAt < readBefore }),
        ),
      )
    },
    [queryClient],
  )
}

/**
 * When the bell's feed brings notifications newer than the newest seen before (a poll, or the read
 * after a push), the screens they are about refresh. The first feed seen sets the mark; of its
 * entries, only those whose event may have come after their screen was read refresh it (the bell
 * loads after the page, so an event between the two would otherwise never show).
 */
export function useRefreshOnNewNotifications(feed: readonly Notification[] | undefined) {
  const refresh = useRefreshSubjectsOf()
  const newestSeen = useRef<number | null>(null)
  useEffect(() => {
    if (!feed) return
    const newest = feed.reduce((max, notification) => Math.max(max, notification.id), 0)
    const before = newestSeen.current
    newestSeen.current = Math.max(before ?? 0, newest)
    if (before !== null) void refresh(feed.filter((notification) => notification.id > before))
    else for (const notification of feed) void refresh([notification], readBeforeNewsOf(notification))
  }, [feed, refresh])
}
