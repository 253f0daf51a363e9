import { describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { type Notification, type NotificationFeed, notificationFeedSchema } from '@shared/contracts/notifications'
import { NotificationsDropdown } from '@client/features/notifications'
import { answer, installFakeApi } from '../support/fake-api'
import { renderScreen, signIn } from '../support/render'

const notice = (id: number, kind: Notification['kind'], title: string): Notification => ({
  id,
  kind,
  title,
  body: '',
  image_url: null,
  url: '/',
  tone: 'neutral',
  created_at: 1_764_000_000 + id,
  read: false,
  order_id: kind === 'warehouse' ? 1001 : null,
  auction_id: kind === 'outbid' ? 'x1' : null,
})

/** An outbid, then two warehouse notices (newer), all unread. */
const feed = (read: number[] = []): NotificationFeed => {
  const data = [
    notice(3, 'warehouse', 'Kho: kiện 3'),
    notice(2, 'warehouse', 'Kho: kiện 2'),
    notice(1, 'outbid', 'Bị trả giá cao hơn'),
  ].map((entry) => ({ ...entry, read: read.includes(entry.id) }))
  const unread = (kind: string) => data.filter((entry) => entry.kind === kind && !entry.read).length
  return {
    data,
    unread_count: data.filter((entry) => !entry.read).length,
    groups: [
      { group: 'auction', unread_count: unread('outbid') },
      { group: 'money', unread_count: 0 },
      { group: 'orders', unread_count: unread('warehouse') },
      { group: 'support', unread_count: 0 },
    ],
  }
}

describe('the bell reads per item (issue 27)', () => {
  it('shows auction events first, reads nothing on opening, reads only the entry tapped, and all on "mark all read"', async () => {
    const api = installFakeApi()
    signIn(api)
    api.on('GET', '/api/notifications', () => answer(notificationFeedSchema, feed()))
    api.on('POST', '/api/notifications/read-items', () => answer(notificationFeedSchema, feed([3])))
    api.on('POST', '/api/notifications/read', () => answer(notificationFeedSchema, feed([1, 2, 3])))
    const screen = await renderScreen(<NotificationsDropdown />, { router: true })
    await screen.user.click(await screen.findByRole('button', { name: 'Thông báo: 3 chưa đọc' }))
    const groups = await screen.findAllByTestId('notification-group')
    expect(groups.map((group) => group.dataset.group)).toEqual(['auction', 'orders'])
    expect(within(groups[0]).getByRole('heading', { level: 3 }).textContent).toBe('Đấu giá1 chưa đọc')
    expect(api.sent('POST', /\/api\/notifications\/read/)).toEqual([])

    await screen.user.click(screen.getByRole('link', { name: /Kho: kiện 3/ }))
    await waitFor(() => expect(api.sent('POST', '/api/notifications/read-items').map((sent) => sent.body)).toEqual([{ ids: [3] }]))
    await screen.user.click(await screen.findByRole('button', { name: 'Thông báo: 2 chưa đọc' }))
    const items = await screen.findAllByTestId('notification-item')
    expect(items.map((item) => [item.dataset.kind, item.dataset.read])).toEqual([
      ['outbid', 'false'],
      ['warehouse', 'true'],
      ['warehouse', 'false'],
    ])

    await screen.user.click(screen.getByRole('button', { name: 'Đánh dấu đã đọc tất cả' }))
    await waitFor(() => expect(api.sent('POST', '/api/notifications/read').map((sent) => sent.body)).toEqual([{ up_to_id: 3 }]))
    await screen.findByRole('button', { name: 'Thông báo' })
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã đọc tất cả' })).toBeNull()
  })
})
