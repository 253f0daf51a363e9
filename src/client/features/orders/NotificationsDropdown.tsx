import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderCode, type OrderNotificationFeed } from '@shared/contracts/order'
import { Alert, EmptyState, Skeleton, cx } from '@client/ui'
import { useAuth } from '@client/features/auth'
import { HeaderDropdown } from '@client/ui/HeaderDropdown'
import * as dropdownStyles from '@client/ui/HeaderDropdown.css'
import { BellIcon } from '@client/ui/icons'
import { NotificationHeadline } from './NotificationHeadline'
import { formatOrderDateTime, isoDate } from './order-format'
import { orderNotificationsQueryOptions, useMarkNotificationsRead } from './order-query'
import * as styles from './orders.css'

/** Badges show at most this; the button's label says the real number. */
const MAX_BADGE = 99

/**
 * The header bell of a signed-in customer: the newest warehouse notifications across their orders,
 * each linking to its order, with the unread count as a badge; opening the panel marks them read.
 */
export function NotificationsDropdown() {
  const { status } = useAuth()
  if (status !== 'signed-in') return null
  return <SignedInNotifications />
}

function SignedInNotifications() {
  const { t } = useLingui()
  const feed = useQuery(orderNotificationsQueryOptions())
  const unread = feed.data?.unread_count ?? 0
  const label = unread > 0 ? t`Thông báo: ${unread} chưa đọc` : t`Thông báo`
  return (
    <HeaderDropdown
      label={label}
      icon={
        <span className={styles.bellBox}>
          <BellIcon />
          {unread > 0 && (
            <span className={styles.unreadCount} data-testid="notifications-unread" aria-hidden="true">
              {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
            </span>
          )}
        </span>
      }
      testId="notifications-button"
    >
      {(close) => (
        <>
          <h2 className={dropdownStyles.panelTitle}>
            <Trans>Thông báo</Trans>
          </h2>
          {feed.isPending && feed.fetchStatus !== 'paused' && <Skeleton height="4rem" />}
          {feed.isError && !feed.data && (
            <Alert variant="danger">
              <Trans>Không tải được thông báo.</Trans>
            </Alert>
          )}
          {feed.data && <NotificationFeed feed={feed.data} onNavigate={close} />}
        </>
      )}
    </HeaderDropdown>
  )
}

function NotificationFeed({ feed, onNavigate }: { feed: OrderNotificationFeed; onNavigate: () => void }) {
  useMarkReadWhenShown(feed)
  if (feed.data.length === 0) return <EmptyState message={<Trans>Chưa có thông báo nào.</Trans>} />
  return (
    <ul className={styles.feed} data-testid="notifications-list">
      {feed.data.map((notification) => {
        const code = orderCode(notification.order_id)
        const sku = notification.box_id
        return (
          <li key={notification.id} data-testid="notification-item" data-read={notification.read}>
            <Link
              to="/customer/orders/$id"
              params={{ id: String(notification.order_id) }}
              className={cx(styles.feedLink, !notification.read && styles.feedUnread)}
              onClick={onNavigate}
            >
              <NotificationHeadline content={notification.content} />
              <span className={styles.feedMeta}>
                <Trans>
                  Đơn {code} · SKU {sku}
                </Trans>{' '}
                · <time dateTime={isoDate(notification.created_at)}>{formatOrderDateTime(notification.created_at)}</time>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/** Once the panel shows unread notifications, everything up to the newest one counts as read (once per newest id). */
function useMarkReadWhenShown(feed: OrderNotificationFeed) {
  const markRead = useMarkNotificationsRead()
  const sentFor = useRef<number | null>(null)
  const newest = feed.data.reduce((max, notification) => Math.max(max, notification.id), 0)
  const { mutate } = markRead
  useEffect(() => {
    if (feed.unread_count === 0 || newest === 0 || sentFor.current === newest) return
    // Offline the badge stays until the next visit online; no write is queued.
    if (!navigator.onLine) return
    sentFor.current = newest
    mutate(newest)
  }, [feed.unread_count, newest, mutate])
}
