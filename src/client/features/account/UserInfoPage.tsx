import { Trans, useLingui } from '@lingui/react/macro'
import { encodeInvitationCode } from '@shared/account/invitation-code'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Card, FormField, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import { useAuth, useCurrentUser } from '@client/features/auth'
import { InvitationCodeCard } from './InvitationCodeCard'
import * as styles from '@client/ui/form.css'

/** /customer/user-info: name, e-mail and phone (read-only) and the invitation code to share. */
export function UserInfoPage() {
  const { t } = useLingui()
  usePageTitle(t`Thông tin tài khoản`)
  const { user } = useAuth()
  const current = useCurrentUser()
  const customer = current.data
  const offlineGap = isOfflineGap(current)

  return (
    <section className={styles.page} aria-labelledby="user-info-title">
      <h1 id="user-info-title" className={styles.title}>
        <Trans>Thông tin tài khoản</Trans>
      </h1>
      <Card>
        {offlineGap ? (
          <OfflineUnavailable />
        ) : current.isPending ? (
          <div className={styles.form} aria-busy="true">
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
          </div>
        ) : current.isError ? (
          <Alert variant="danger">{current.error.message}</Alert>
        ) : (
          <div className={styles.form} data-testid="user-info">
            <div className={styles.grid}>
              <ReadOnlyField label={t`Họ và tên`} value={customer?.name || user?.displayName || ''} />
              <ReadOnlyField label={t`E-mail`} value={customer?.email || user?.email || ''} />
              <ReadOnlyField label={t`Số điện thoại`} value={customer?.tel || ''} />
            </div>
            {customer && <InvitationCodeCard code={encodeInvitationCode(customer.id)} />}
          </div>
        )}
      </Card>
    </section>
  )
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label}>{(control) => <input {...control} className={styles.control} value={value || '...'} readOnly />}</FormField>
  )
}
