import { findCarrier } from '@shared/orders/carriers'
import { orderCode } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { formatDateTime } from '@shared/time'
import type { Locale } from '@shared/i18n/locales'
import { areaName } from '@shared/logistics/reference-names'
import { inLanguage } from '@shared/markets/listing-facts'
import type { NotificationTone, SnipeFailureReason } from '@shared/notifications/kinds'
import { boxNotificationHeadline, type Headline } from '@shared/orders/box-notification'
import { ORDER_STATUS, type OrderStatusName, orderStatusBadgeColour } from '@shared/orders/statuses'
import type { NotificationParams, StoredNotification } from './events'
import { type NotificationTextKey, notificationTexts } from './texts'

/** A notification as a person reads it: in the bell and in a push message alike. */
export type RenderedNotification = {
  title: string
  body: string
  imageUrl: string | null
  /** The page a tap opens (a path of this site). */
  url: string
  tone: NotificationTone
  /** One per auction or order: a newer notification replaces the older one on the device's screen. */
  tag: string
}

type Say = (key: NotificationTextKey, params?: Record<string, string>) => string

function sayer(locale: Locale): Say {
  return (key, params = {}) => notificationTexts[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

/** Yen as in Japan (spec §9: ja-JP money format). */
const yen = (amount: number) => new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(amount)
/** Deposits are held in đồng. */
const dong = formatDong

export function renderNotification(notification: StoredNotification, locale: Locale): RenderedNotification {
  const say = sayer(locale)
  switch (notification.kind) {
    case 'outbid': {
      const { params } = notification
      const body = say('outbidBody', { item: lotName(params, locale), price: yen(params.currentPrice), bid: yen(params.yourBid) })
      return auction(params, say('outbidTitle'), body, 'warning')
    }
    case 'won': {
      const { params } = notification
      const facts = { item: lotName(params, locale), price: yen(params.price) }
      if (params.orderId === undefined || params.payBy === undefined)
        return auction(params, say('wonTitle'), say('wonBody', facts), 'success')
      // What happens next: pay by when, then we buy it and ship it — on the won lot's own page.
      const body = say('wonNextBody', { ...facts, payBy: formatDateTime(params.payBy) })
      return { ...auction(params, say('wonTitle'), body, 'success'), url: wonLotPage(params.orderId) }
    }
    case 'lost': {
      const { params } = notification
      return auction(params, say('lostTitle'), say('lostBody', { item: lotName(params, locale), price: yen(params.finalPrice) }), 'danger')
    }
    case 'ending_soon': {
      const { params } = notification
      const minutes = String(Math.max(1, Math.ceil((params.endsAt - notification.createdAt.getTime() / 1000) / 60)))
      return auction(params, say('endingSoonTitle', { minutes }), say('endingSoonBody', { item: lotName(params, locale) }), 'warning')
    }
    case 'snipe_placed': {
      const { params } = notification
      return auction(
        params,
        say('snipePlacedTitle'),
        say('snipePlacedBody', { item: lotName(params, locale), price: yen(params.amount) }),
        'neutral',
      )
    }
    case 'snipe_failed': {
      const { params } = notification
      const body = say('snipeFailedBody', { item: lotName(params, locale), reason: say(SNIPE_REASON_TEXT[params.reason]) })
      return auction(params, say('snipeFailedTitle'), body, 'danger')
    }
    case 'snipe_below_minimum': {
      const { params } = notification
      const body = say('snipeBelowMinimumBody', { item: lotName(params, locale), price: yen(params.amount), minimum: yen(params.minimum) })
      return auction(params, say('snipeBelowMinimumTitle'), body, 'warning')
    }
    case 'lot_ready': {
      const { params } = notification
      return auction(
        params,
        say('lotReadyTitle'),
        say('lotReadyBody', { item: lotName(params, locale), price: yen(params.price) }),
        'success',
      )
    }
    case 'deposit': {
      const { params } = notification
      const released = params.outcome === 'released'
      const body = say(released ? 'depositReleasedBody' : 'depositAppliedBody', {
        item: lotName(params, locale),
        amount: dong(params.amount),
      })
      return auction(params, say(released ? 'depositReleasedTitle' : 'depositAppliedTitle'), body, 'neutral')
    }
    case 'permission_granted': {
      const { url } = notification.params
      return {
        title: say('permissionGrantedTitle'),
        body: say('permissionGrantedBody'),
        imageUrl: null,
        url,
        tone: 'success',
        tag: 'auction-permission',
      }
    }
    case 'support_reply': {
      const { supportId, excerpt } = notification.params
      return {
        title: say('supportReplyTitle'),
        body: excerpt || say('supportReplyBody'),
        imageUrl: null,
        url: `/customer/support/${supportId}`,
        tone: 'neutral',
        tag: `support-${supportId}`,
      }
    }
    case 'order_status':
      return orderStatus(notification.params, say)
    case 'warehouse':
      return warehouse(notification.params, say, locale)
    case 'payment':
      return payment(notification.params, say)
  }
}

type AuctionFacts = NotificationParams<'ending_soon'>

/** The lot's name in the reader's language, as its page shows it (Japanese where it has no translation). */
const lotName = ({ itemName, itemNames }: AuctionFacts, locale: Locale) => inLanguage({ ja: itemName, ...itemNames }, locale)

function auction(facts: AuctionFacts, title: string, body: string, tone: NotificationTone): RenderedNotification {
  return { title, body, imageUrl: facts.imageUrl, url: facts.url, tone, tag: `auction-${facts.auctionId}` }
}

const SNIPE_REASON_TEXT: Record<SnipeFailureReason, NotificationTextKey> = {
  outbid_beyond_limit: 'snipeReasonOutbidBeyondLimit',
  below_minimum: 'snipeReasonBelowMinimum',
  auction_ended: 'snipeReasonAuctionEnded',
  no_permission: 'snipeReasonNoPermission',
  venue_error: 'snipeReasonVenueError',
  deposit_short: 'snipeReasonDepositShort',
}

const STATUS_TEXT: Record<OrderStatusName, NotificationTextKey> = {
  Newish: 'statusNewish',
  Pending: 'statusPending',
  WaitingToReceive: 'statusWaitingToReceive',
  ReceivedAtWarehouse: 'statusReceivedAtWarehouse',
  Paid: 'statusPaid',
  Finish: 'statusFinish',
  OutOfStock: 'statusOutOfStock',
  Cancelled: 'statusCancelled',
  Debited: 'statusDebited',
  PaidToSupplier: 'statusPaidToSupplier',
}

const orderPage = (orderId: number) => `/customer/orders/${orderId}`
/** What happens next with a won lot (its order's id). */
const wonLotPage = (orderId: number) => `/customer/won/${orderId}`

function orderStatus({ orderId, statusId, imageUrl }: NotificationParams<'order_status'>, say: Say): RenderedNotification {
  const name = (Object.keys(ORDER_STATUS) as OrderStatusName[]).find((key) => ORDER_STATUS[key] === statusId)
  const status = name ? say(STATUS_TEXT[name]) : String(statusId)
  const colour = orderStatusBadgeColour(statusId)
  const tone: NotificationTone = colour === 'success' || colour === 'danger' ? colour : 'neutral'
  return {
    title: say('orderStatusTitle', { code: orderCode(orderId), status }),
    body: say('orderStatusBody', { status }),
    imageUrl,
    url: orderPage(orderId),
    tone,
    tag: `order-${orderId}`,
  }
}

/** A bank transfer received: the order paid in full, partly (with what is still due), or money kept in the wallet. */
function payment(
  { orderId, amount, applied, due, remainder, refund, reason, entry, balance, currency, about }: NotificationParams<'payment'>,
  say: Say,
): RenderedNotification {
  if (entry) return walletEntry({ orderId, amount, reason, entry, balance, currency }, say)
  if (about && orderId !== null) return orderMoneyChange({ orderId, amount, due, reason, about }, say)
  const money = { amount: formatDong(amount), due: formatDong(due), remainder: formatDong(remainder) }
  if (refund > 0 && orderId !== null) {
    const title = say('paymentRefundTitle', { amount: formatDong(refund), code: orderCode(orderId) })
    const body = reason || say('paymentRemainderBody', { remainder: formatDong(refund) })
    return { title, body, imageUrl: null, url: orderPage(orderId), tone: 'neutral', tag: `order-${orderId}` }
  }
  const kept = remainder > 0 ? ` ${say('paymentRemainderBody', money)}` : ''
  if (orderId === null || applied === 0)
    return {
      title: say('paymentWalletTitle', money),
      body: say('paymentRemainderBody', { remainder: money.amount }),
      imageUrl: null,
      url: '/customer/wallet',
      tone: 'success',
      tag: 'wallet-deposit',
    }
  const code = orderCode(orderId)
  const common = { imageUrl: null, url: orderPage(orderId), tag: `order-${orderId}` }
  if (due === 0)
    return { ...common, title: say('paymentPaidTitle', { code }), body: `${say('paymentReceivedBody', money)}${kept}`, tone: 'success' }
  return {
    ...common,
    title: say('paymentPartialTitle', { code, amount: formatDong(applied) }),
    body: `${say('paymentDueBody', money)}${kept}`,
    tone: 'warning',
  }
}

/** The order's money changed without a movement: charges adjusted, a price confirmed, or a transfer kept in the wallet. */
function orderMoneyChange(
  {
    orderId,
    amount,
    due,
    reason,
    about,
  }: Pick<NotificationParams<'payment'>, 'amount' | 'due' | 'reason'> & {
    orderId: number
    about: NonNullable<NotificationParams<'payment'>['about']>
  },
  say: Say,
): RenderedNotification {
  const code = orderCode(orderId)
  const common = { imageUrl: null, url: orderPage(orderId), tag: `order-${orderId}` }
  const money = { total: formatDong(amount), due: formatDong(due), amount: formatDong(amount) }
  if (about === 'adjustment')
    return { ...common, title: say('adjustmentTitle', { code }), body: say('adjustmentBody', { ...money, reason }), tone: 'warning' }
  if (about === 'price_confirmed')
    return { ...common, title: say('priceConfirmedTitle', { code }), body: say('priceConfirmedBody', money), tone: 'neutral' }
  return {
    ...common,
    title: say('paymentWalletTitle', money),
    body: say('pricePendingBody', { code, amount: money.amount }),
    tone: 'warning',
  }
}

const WALLET_TITLE = {
  deposit: 'paymentWalletTitle',
  debit: 'walletDebitTitle',
  refund: 'walletRefundTitle',
  void: 'walletVoidTitle',
  payout: 'walletPayoutTitle',
  freight: 'walletFreightTitle',
} as const satisfies Record<string, NotificationTextKey>

/** A staff ledger entry in the customer's wallet: what moved, for which order, the reason of a void and the balance after. */
function walletEntry(
  {
    orderId,
    amount,
    reason,
    entry,
    balance,
    currency,
  }: Pick<NotificationParams<'payment'>, 'orderId' | 'amount' | 'reason' | 'balance' | 'currency'> & {
    entry: NonNullable<NotificationParams<'payment'>['entry']>
  },
  say: Say,
): RenderedNotification {
  const money = (value: number) => (currency === 'JPY' ? yen(value) : formatDong(value))
  const title = say(WALLET_TITLE[entry], { amount: money(amount) })
  const order = orderId === null ? '' : say('walletOrderBody', { code: orderCode(orderId) })
  const why = reason ? `${reason}. ` : ''
  const after = balance === undefined ? '' : say('walletBalanceBody', { balance: money(balance) })
  return {
    title,
    body: `${order}${why}${after}`.trim(),
    imageUrl: null,
    url: orderId === null ? '/customer/wallet' : orderPage(orderId),
    tone: entry === 'debit' || entry === 'void' || entry === 'freight' ? 'warning' : 'success',
    tag: orderId === null ? 'wallet-entry' : `order-${orderId}`,
  }
}

/** A box event; its warehouses are named by id in the reader's language (the names stored with it serve ids the shared table lacks). */
function warehouse(params: NotificationParams<'warehouse'>, say: Say, locale: Locale): RenderedNotification {
  const headline = boxNotificationHeadline(params.content)
  const area = (id: string | undefined) => (id ? areaName(id, locale, params.areaNames[id]) : '…')
  const note = headline ? noteOf(params.content[headline.key]) : undefined
  const event = headline ? `${headlineText(headline, area, say)}${trackingOf(params.content)}` : say('boxUndefined')
  const title = params.voided ? say('boxEventVoided', { event, reason: params.voided.reason }) : event
  return {
    title: note && !params.voided ? `${title} — ${note}` : title,
    body: say('warehouseBody', { code: orderCode(params.orderId), box: params.boxId }),
    imageUrl: params.imageUrl,
    url: orderPage(params.orderId),
    tone: headline?.tone ?? 'neutral',
    tag: `order-${params.orderId}`,
  }
}

/** A box handed to a shipping partner: the carrier and its tracking number, as the event names them. */
function trackingOf(content: Record<string, unknown>): string {
  const shipping = content.shipping as { carrier?: unknown; tracking_number?: unknown } | undefined
  if (typeof shipping?.tracking_number !== 'string') return ''
  const carrier = findCarrier(typeof shipping.carrier === 'string' ? shipping.carrier : undefined)
  return `: ${carrier ? `${carrier.name} ` : ''}${shipping.tracking_number}`
}

function headlineText(headline: Headline, area: (id: string | undefined) => string, say: Say): string {
  switch (headline.key) {
    case 'distributed':
      return say('boxDistributed', { area: area(headline.areaId) })
    case 'pick_in_container':
      return say('boxPickInContainer', { from: area(headline.fromAreaId), to: area(headline.toAreaId) })
    case 'pick_out_container':
      return say('boxPickOutContainer', { area: area(headline.areaId) })
    case 'shipping':
      return say('boxShipping')
    case 'cancel_distributed':
      return say('boxCancelDistributed')
    case 'received':
      return say('boxReceived')
    case 'refunded':
      return say('boxRefunded')
    case 'cancelled':
      return say('boxCancelled')
  }
}

/** The free note a shipping, received, refunded or cancelled event may carry. */
function noteOf(detail: unknown): string | undefined {
  const note = detail && typeof detail === 'object' ? (detail as { note?: unknown }).note : undefined
  return typeof note === 'string' && note.trim() ? note.trim() : undefined
}
