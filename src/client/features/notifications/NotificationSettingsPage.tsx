import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Card, Skeleton } from '@client/ui'
import * as formStyles from '@client/ui/form.css'
import { notificationPreferencesQueryOptions, useUpdatePushPreferences } from './notification-query'
import { useNotificationKindLabel } from './notification-kind-labels'
import { PushSwitch } from './PushSwitch'
import * as styles from './notifications.css'

/** /customer/notifications: push on this device, and which kinds are pushed (the bell keeps every kind). */
export function NotificationSettingsPage() {
  const { t } = useLingui()
  usePageTitle(t`Cài đặt thông báo`)
  return (
    <section className={formStyles.page} aria-labelledby="notification-settings-title">
      <h1 id="notification-settings-title" className={formStyles.title}>
        <Trans>Cài đặt thông báo</Trans>
      </h1>
      <Card>
        <div className={styles.card}>
          <h2 className={formStyles.sectionTitle}>
            <Trans>Thông báo đẩy</Trans>
          </h2>
          <PushSwitch />
        </div>
      </Card>
      <Card>
        <div className={styles.card}>
          <h2 id="push-kinds-title" className={formStyles.sectionTitle}>
            <Trans>Gửi thông báo đẩy khi</Trans>
          </h2>
          <p className={formStyles.hint}>
            <Trans>Thông báo nào tắt ở đây vẫn luôn có trong biểu tượng chuông.</Trans>
          </p>
          <KindPreferences />
        </div>
      </Card>
    </section>
  )
}

function KindPreferences() {
  const preferences = useQuery(notificationPreferencesQueryOptions())
  const update = useUpdatePushPreferences()
  const label = useNotificationKindLabel()
  if (preferences.isPending) return <Skeleton height="12rem" />
  if (preferences.isError) return <Alert variant="danger">{preferences.error.message}</Alert>
  const push = preferences.data.push
  const toggle = (kind: NotificationKind, on: boolean) => update.mutate({ [kind]: on })
  return (
    <>
      <ul className={styles.kinds} aria-labelledby="push-kinds-title" data-testid="push-kinds">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className={styles.kindRow}>
            <label className={formStyles.checkbox}>
              <input type="checkbox" checked={push[kind]} onChange={(event) => toggle(kind, event.target.checked)} />
              {label(kind)}
            </label>
          </li>
        ))}
      </ul>
      {update.isError && <Alert variant="danger">{update.error.message}</Alert>}
    </>
  )
}
