import type { QueryKey } from '@tanstack/react-query'
import type { Notification } from '@shared/contracts/notifications'
import { auctionKeys, bidLogKeys, permissionKeys } from '@client/features/auctions'
import { orderKeys } from '@client/features/orders'
import { supportKeys } from '@client/features/support'
import { walletKeys } from '@client/features/wallet'

/** What the mapping reads of a bell entry. */
export type NotificationSubject = Pick<Notification, 'kind' | 'order_id' | 'auction_id'>

/**
 * The queries a notification is about: an order event or a payment refreshes that order, my order
 * lists and my wallets (an order's money moves there); an auction event refreshes that lot and my
 * bid log, a deposit held or released also my wallets. Only
 * the queries a screen shows are fetched again; the others are just marked old.
 */
export function queryKeysOf(notification: NotificationSubject): QueryKey[] {
  const { order_id: orderId, auction_id: auctionId } = notification
  switch (notification.kind) {
    case 'order_status':
    case 'warehouse':
      return orderId === null ? [] : [orderKeys.detail(orderId), orderKeys.lists(), walletKeys.all]
    case 'payment':
      return orderId === null ? [walletKeys.all] : [orderKeys.detail(orderId), orderKeys.lists(), walletKeys.all]
    case 'deposit':
      return auctionId === null ? [walletKeys.all, bidLogKeys.all] : [auctionKeys.mine(auctionId), bidLogKeys.all, walletKeys.all]
    case 'outbid':
    case 'won':
    case 'lost':
    case 'snipe_placed':
    case 'snipe_failed':
    case 'snipe_below_minimum':
      return auctionId === null
        ? [bidLogKeys.all]
        : [auctionKeys.live(auctionId), auctionKeys.bids(auctionId), auctionKeys.mine(auctionId), bidLogKeys.all]
    case 'ending_soon':
      return []
    case 'lot_ready':
      return auctionId === null ? [] : [auctionKeys.linked(auctionId), auctionKeys.live(auctionId)]
    case 'permission_granted':
      return [permissionKeys.all]
    case 'support_reply':
      return [supportKeys.all]
  }
}
