import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Notification, NotificationFeed } from '@shared/contracts/notifications'
import { formatDateTime } from '@shared/time'
import { HrefLink } from '@client/app/HrefLink'
import { Alert, EmptyState, Skeleton, cx } from '@client/ui'
import { useAuth } from '@client/features/auth'
import { HeaderDropdown } from '@client/ui/HeaderDropdown'
import * as dropdownStyles from '@client/ui/HeaderDropdown.css'
import { BellIcon } from '@client/ui/icons'
import { notificationFeedQueryOptions, useMarkNotificationsRead } from './notification-query'
import { useRefreshOnNewNotifications, useRefreshSubjectsOf } from './notification-refresh'
import { useKeepPushSubscription } from './use-keep-push-subscription'
import * as styles from './notifications.css'

/** Badges show at most this; the button's label says the real number. */
const MAX_BADGE = 99

/**
 * The header bell of a signed-in customer: the notification centre — every order, warehouse and
 * auction event, pushed or not — newest first, with the unread count as a badge; opening the
 * panel marks them read. While mounted it keeps this device's push subscription current.
 */
export function NotificationsDropdown() {
  const { status } = useAuth()
  if (status !== 'signed-in') return null
  return <SignedInNotifications />
}

function SignedInNotifications() {
  const { t } = useLingui()
  useKeepPushSubscription()
  const feed = useQuery(notificationFeedQueryOptions())
  useRefreshOnNewNotifications(feed.data?.data)
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
          {feed.data && <NotificationList feed={feed.data} onNavigate={close} />}
          <Link to="/customer/notifications" className={styles.panelFooter} onClick={close} data-testid="notification-settings-link">
            <Trans>Cài đặt thông báo</Trans>
          </Link>
        </>
      )}
    </HeaderDropdown>
  )
}

function NotificationList({ feed, onNavigate }: { feed: NotificationFeed; onNavigate: () => void }) {
  useMarkReadWhenShown(feed)
  if (feed.data.length === 0) return <EmptyState message={<Trans>Chưa có thông báo nào.</Trans>} />
  return (
    <ul className={styles.feed} data-testid="notifications-list">
      {feed.data.map((notification) => (
        <li key={notification.id} data-testid="notification-item" data-kind={notification.kind} data-read={notification.read}>
          <NotificationEntry notification={notification} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  )
}

function NotificationEntry({ notification, onNavigate }: { notification: Notification; onNavigate: () => void }) {
  const at = new Date(notification.created_at * 1000)
  const refresh = useRefreshSubjectsOf()
  // A tap on an entry of the page already on screen navigates nowhere: it refreshes that page instead.
  const open = () => {
    void refresh([notification])
    onNavigate()
  }
  return (
    <HrefLink href={notification.url} className={cx(styles.feedLink, !notification.read && styles.feedUnread)} onClick={open}>
      {notification.image_url && <img className={styles.feedImage} src={notification.image_url} alt="" loading="lazy" />}
      <span className={styles.feedText}>
        <span
          className={cx(styles.feedTitle, styles.feedTone[notification.tone])}
          data-testid="notification-headline"
          data-tone={notification.tone}
        >
          {notification.title}
        </span>
        <span>{notification.body}</span>
        <time className={styles.feedMeta} dateTime={at.toISOString()}>
          {formatDateTime(at)}
        </time>
      </span>
    </HrefLink>
  )
}

/** Once the panel shows unread notifications, everything up to the newest one counts as read (once per newest id). */
function useMarkReadWhenShown(feed: NotificationFeed) {
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
