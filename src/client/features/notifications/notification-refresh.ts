import { useCallback, useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Notification } from '@shared/contracts/notifications'
import type { NotificationSubject } from './notification-query-keys'

/**
 * The mapping names other features' keys, and their index files bring their screens: it loads on
 * first use, so the header (in every first load) stays light.
 */
const loadKeys = () => import('./notification-query-keys')

/** Fetches again the shown screens some notifications are about, each query once (a tap on a bell entry, new entries). */
export function useRefreshSubjectsOf() {
  const queryClient = useQueryClient()
  return useCallback(
    async (notifications: readonly NotificationSubject[]) => {
      if (notifications.length === 0) return
      const { queryKeysOf } = await loadKeys()
      const keys = new Map(notifications.flatMap(queryKeysOf).map((queryKey) => [JSON.stringify(queryKey), queryKey]))
      await Promise.all([...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    [queryClient],
  )
}

/**
 * When the bell's feed brings notifications newer than the newest seen before (a poll, or the read
 * after a push), the screens they are about refresh. The first feed seen only sets the mark: its
 * screens were just loaded anyway.
 */
export function useRefreshOnNewNotifications(feed: readonly Notification[] | undefined) {
  const refresh = useRefreshSubjectsOf()
  const newestSeen = useRef<number | null>(null)
  useEffect(() => {
    if (!feed) return
    const newest = feed.reduce((max, notification) => Math.max(max, notification.id), 0)
    const before = newestSeen.current
    newestSeen.current = Math.max(before ?? 0, newest)
    if (before === null) return
    void refresh(feed.filter((notification) => notification.id > before))
  }, [feed, refresh])
}
