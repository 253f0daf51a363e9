import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Notification, NotificationFeed } from '@shared/contracts/notifications'
import { NOTIFICATION_GROUPS, type NotificationGroup, notificationGroupOf } from '@shared/notifications/kinds'
import { formatDateTime } from '@shared/time'
import { HrefLink } from '@client/app/HrefLink'
import { Alert, Button, EmptyState, Skeleton, VisuallyHidden, cx } from '@client/ui'
import { HeaderDropdown } from '@client/ui/HeaderDropdown'
import * as dropdownStyles from '@client/ui/HeaderDropdown.css'
import { BellIcon } from '@client/ui/icons'
import { notificationFeedQueryOptions, useMarkNotificationItemsRead, useMarkNotificationsRead } from './notification-query'
import { useRefreshOnNewNotifications, useRefreshSubjectsOf } from './notification-refresh'
import { useKeepPushSubscription } from './use-keep-push-subscription'
import * as styles from './notifications.css'

/** Badges show at most this; the button's label says the real number. */
const MAX_BADGE = 99

/** The bell of a signed-in customer (see NotificationsDropdown): loaded once someone is signed in. */
export function SignedInNotifications() {
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
  const { t } = useLingui()
  const groupLabel = useGroupLabel()
  const markAll = useMarkNotificationsRead()
  if (feed.data.length === 0) return <EmptyState message={<Trans>Chưa có thông báo nào.</Trans>} />
  const newest = feed.data.reduce((max, notification) => Math.max(max, notification.id), 0)
  // Auction events first (they are time-critical), then money, orders and warehouse, support.
  const groups = NOTIFICATION_GROUPS.flatMap((group) => {
    const entries = feed.data.filter((notification) => notificationGroupOf(notification.kind) === group)
    const unread = feed.groups.find((count) => count.group === group)?.unread_count ?? 0
    return entries.length === 0 ? [] : [{ group, unread, entries }]
  })
  return (
    <>
      {feed.unread_count > 0 && (
        <Button variant="ghost" size="sm" className={styles.markAll} onClick={() => markAll.mutate(newest)}>
          <Trans>Đánh dấu đã đọc tất cả</Trans>
        </Button>
      )}
      <div className={styles.feed}>
        {groups.map(({ group, unread, entries }) => (
          <section key={group} aria-labelledby={`notification-group-${group}`} data-testid="notification-group" data-group={group}>
            <h3 id={`notification-group-${group}`} className={styles.groupTitle}>
              {groupLabel(group)}
              {unread > 0 && <span className={styles.groupUnread}>{t`${unread} chưa đọc`}</span>}
            </h3>
            <ul className={styles.groupList}>
              {entries.map((notification) => (
                <li key={notification.id} data-testid="notification-item" data-kind={notification.kind} data-read={notification.read}>
                  <NotificationEntry notification={notification} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

function useGroupLabel() {
  const { t } = useLingui()
  return (group: NotificationGroup): string => {
    switch (group) {
      case 'auction':
        return t`Đấu giá`
      case 'money':
        return t`Ví và tiền cọc`
      case 'orders':
        return t`Đơn hàng và kho`
      case 'support':
        return t`Hỗ trợ`
    }
  }
}

function NotificationEntry({ notification, onNavigate }: { notification: Notification; onNavigate: () => void }) {
  const { t } = useLingui()
  const at = new Date(notification.created_at * 1000)
  const refresh = useRefreshSubjectsOf()
  const markRead = useMarkNotificationItemsRead()
  // Opening an entry reads that one only. A tap on an entry of the page already on screen navigates
  // nowhere: it refreshes that page instead.
  const open = () => {
    if (!notification.read) markRead.mutate([notification.id])
    void refresh([notification])
    onNavigate()
  }
  return (
    <HrefLink href={notification.url} className={cx(styles.feedLink, !notification.read && styles.feedUnread)} onClick={open}>
      {!notification.read && <VisuallyHidden>{t`Chưa đọc:`} </VisuallyHidden>}
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
