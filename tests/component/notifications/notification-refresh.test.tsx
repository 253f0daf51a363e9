import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { type Notification, notificationFeedSchema } from '@shared/contracts/notifications'
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds'
import { NotificationsDropdown, notificationKeys } from '@client/features/notifications'
import { notificationFeedQueryOptions } from '@client/features/notifications/notification-query'
import { queryKeysOf } from '@client/features/notifications/notification-query-keys'
import { orderKeys } from '@client/features/orders'
import { answer, installFakeApi } from '../support/fake-api'
import { renderScreen, signIn } from '../support/render'

const LOT = 'x123456789'
const about = (kind: NotificationKind, orderId: number | null, auctionId: string | null) => ({
  kind,
  order_id: orderId,
  auction_id: auctionId,
})

/** Which open screens a bell entry refreshes (issue 24, "Fresh customer screens"). */
describe('queryKeysOf: a notification → the queries it is about', () => {
  const lot = [['auctions', 'live', LOT], ['auctions', 'bids', LOT], ['auctions', 'mine', LOT], ['auction-log']]
  it.each([
    ['order_status', 1001, null, [['orders', 'detail', 1001], ['orders', 'list'], ['wallets']]],
    ['warehouse', 1002, null, [['orders', 'detail', 1002], ['orders', 'list'], ['wallets']]],
    ['order_status', null, null, []],
    ['outbid', null, LOT, lot],
    ['won', null, LOT, lot],
    ['lost', null, LOT, lot],
    ['snipe_placed', null, LOT, lot],
    ['snipe_failed', null, LOT, lot],
    ['snipe_below_minimum', null, LOT, lot],
    ['won', null, null, [['auction-log']]],
    ['ending_soon', null, LOT, []],
    // A lot opened by its link is described: its page (the linked lot and its live state) reads it again.
    [
      'lot_ready',
      null,
      LOT,
      [
        ['auctions', 'linked', LOT],
        ['auctions', 'live', LOT],
      ],
    ],
    ['lot_ready', null, null, []],
    ['permission_granted', null, null, [['auction-permission']]],
    ['payment', 1003, null, [['orders', 'detail', 1003], ['orders', 'list'], ['wallets']]],
    ['payment', null, null, [['wallets']]],
    ['deposit', null, LOT, [['auctions', 'mine', LOT], ['auction-log'], ['wallets']]],
    ['support_reply', null, null, [['support']]],
  ] as const)('%s (order %s, lot %s)', (kind, orderId, auctionId, keys) => {
    expect(queryKeysOf(about(kind, orderId, auctionId))).toEqual(keys)
  })

  it('never refreshes another order or lot than the one named', () => {
    const keys = queryKeysOf(about('order_status', 7, null)).flat()
    expect(keys).not.toContain(8)
    expect(queryKeysOf(about('outbid', null, 'a1')).flat()).not.toContain('a2')
  })

  it('knows every kind', () => {
    for (const kind of NOTIFICATION_KINDS) expect(Array.isArray(queryKeysOf(about(kind, 1, LOT)))).toBe(true)
  })
})

/** A screen of order 1001 on display: every read of it is counted. */
function OrderProbe() {
  const order = useQuery({ queryKey: orderKeys.detail(1001), queryFn: () => ++orderReads, staleTime: Number.POSITIVE_INFINITY })
  return <p>{`Lần đọc đơn: ${order.data ?? 0}`}</p>
}
let orderReads = 0

const entry = (id: number, orderId: number): Notification => ({
  id,
  kind: 'order_status',
  title: `Đơn OS00${orderId}: Đã thanh toán`,
  body: 'Đơn hàng đã chuyển sang trạng thái mới.',
  image_url: null,
  url: '/',
  tone: 'neutral',
  created_at: 1_764_000_000 + id,
  read: true,
  order_id: orderId,
  auction_id: null,
})

/** The bell beside order 1001's screen, the feed answered by `feed()`. */
async function bellBesideOrder(feed: () => Notification[], options?: { router: true }) {
  const api = installFakeApi()
  signIn(api)
  api.on('GET', '/api/notifications', () => answer(notificationFeedSchema, { data: feed(), unread_count: 0, groups: [] }))
  const screen = await renderScreen(
    <>
      <NotificationsDropdown />
      <OrderProbe />
    </>,
    options,
  )
  return { api, screen }
}

describe('the bell refreshes the shown order', () => {
  afterEach(() => {
    orderReads = 0
  })

  it('when a newer notification about it arrives, and not for another order', async () => {
    let feed = [entry(1, 1001)]
    const { api, screen } = await bellBesideOrder(() => feed)
    await screen.findByText('Lần đọc đơn: 1')
    await waitFor(() => expect(api.sent('GET', '/api/notifications')).toHaveLength(1))
    // The first feed only sets the mark: the order was just read anyway.
    expect(screen.getByText('Lần đọc đơn: 1')).toBeTruthy()

    feed = [entry(2, 2002), ...feed]
    await screen.queryClient.invalidateQueries({ queryKey: notificationKeys.feed() })
    await waitFor(() => expect(api.sent('GET', '/api/notifications')).toHaveLength(2))
    expect(screen.getByText('Lần đọc đơn: 1')).toBeTruthy()

    feed = [entry(3, 1001), ...feed]
    await screen.queryClient.invalidateQueries({ queryKey: notificationKeys.feed() })
    await screen.findByText('Lần đọc đơn: 2')
  })

  it('when the first feed brings news that came after the order was read (the bell loads after the page)', async () => {
    const justNow = { ...entry(1, 1001), created_at: Math.floor(Date.now() / 1000) }
    const { api, screen } = await bellBesideOrder(() => [justNow, entry(0, 2002)])
    await screen.findByText('Lần đọc đơn: 2')
    await waitFor(() => expect(api.sent('GET', '/api/notifications')).toHaveLength(1))
    expect(screen.getByText('Lần đọc đơn: 2')).toBeTruthy()
  })

  it('when its bell entry is tapped on its own page', async () => {
    const { screen } = await bellBesideOrder(() => [entry(1, 1001)], { router: true })
    await screen.findByText('Lần đọc đơn: 1')
    await screen.user.click(await screen.findByRole('button', { name: 'Thông báo' }))
    await screen.user.click(await screen.findByRole('link', { name: /Đơn OS001001/ }))
    await screen.findByText('Lần đọc đơn: 2')
  })
})

describe('the bell’s poll', () => {
  const showApp = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('asks every 30 s, only while the app is visible', () => {
    const options = notificationFeedQueryOptions()
    expect(options.refetchInterval).toBe(30_000)
    expect(options.refetchIntervalInBackground).toBe(false)
  })

  it('asks again at once when the app becomes visible again', async () => {
    const api = installFakeApi()
    signIn(api)
    api.on('GET', '/api/notifications', () => answer(notificationFeedSchema, { data: [entry(1, 1001)], unread_count: 0, groups: [] }))
    await renderScreen(<NotificationsDropdown />)
    await waitFor(() => expect(api.sent('GET', '/api/notifications')).toHaveLength(1))
    showApp('hidden')
    showApp('visible')
    await waitFor(() => expect(api.sent('GET', '/api/notifications')).toHaveLength(2))
  })
})
