import { useCallback, useEffect, useRef } from 'react'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import type { Notification } from '@shared/contracts/notifications'
import { auctionKeys, bidLogKeys, permissionKeys } from '@client/features/auctions'
import { orderKeys } from '@client/features/orders'
import { walletKeys } from '@client/features/wallet'

/** What the mapping reads of a bell entry. */
export type NotificationSubject = Pick<Notification, 'kind' | 'order_id' | 'auction_id'>

/**
 * The queries a notification is about: an order event refreshes that order, my order lists and my
 * wallets (an order's money moves there); an auction event refreshes that lot and my bid log. Only
 * the queries a screen shows are fetched again; the others are just marked old.
 */
export function queryKeysOf(notification: NotificationSubject): QueryKey[] {
  const { order_id: orderId, auction_id: auctionId } = notification
  switch (notification.kind) {
    case 'order_status':
    case 'warehouse':
      return orderId === null ? [] : [orderKeys.detail(orderId), orderKeys.lists(), walletKeys.all]
    case 'outbid':
    case 'won':
    case 'lost':
    case 'snipe_placed':
    case 'snipe_failed':
      return auctionId === null
        ? [bidLogKeys.all]
        : [auctionKeys.live(auctionId), auctionKeys.bids(auctionId), auctionKeys.mine(auctionId), bidLogKeys.all]
    case 'ending_soon':
      return []
    case 'permission_granted':
      return [permissionKeys.all]
  }
}

/** Fetches again the shown screens some notifications are about, each query once (a tap on a bell entry, new entries). */
export function useRefreshSubjectsOf() {
  const queryClient = useQueryClient()
  return useCallback(
    (notifications: readonly NotificationSubject[]) => {
      const keys = new Map(notifications.flatMap(queryKeysOf).map((queryKey) => [JSON.stringify(queryKey), queryKey]))
      for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey })
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
    refresh(feed.filter((notification) => notification.id > before))
  }, [feed, refresh])
}
