import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PermissionRequestStatus, StaffPermissionRequest } from '@shared/auctions'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, EmptyState, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLink, useAdminSearch } from './admin-navigation'
import { BidLimitControl } from './BidLimitControl'
import * as styles from './admin.css'
import { permissionRequestsQueryOptions, useDecidePermission } from './permissions-query'

const STATUSES: readonly PermissionRequestStatus[] = ['pending', 'approved', 'denied']

/** /admin/permissions: customers' requests to bid (Yahoo Auction, Ecoring), with phone and e-mail; approve or deny. */
export function PermissionsPage() {
  const { t } = useLingui()
  usePageTitle(t`Quyền đấu giá`)
  const raw = useAdminSearch()
  const status = STATUSES.find((candidate) => candidate === raw.status) ?? 'pending'
  const requests = useQuery(permissionRequestsQueryOptions(status))
  const labels: Record<PermissionRequestStatus, string> = { pending: t`Chờ duyệt`, approved: t`Đã cấp`, denied: t`Đã từ chối` }
  return (
    <section className={form.page} aria-labelledby="permissions-title">
      <h1 id="permissions-title" className={form.title}>
        <Trans>Quyền đấu giá</Trans>
      </h1>
      <nav className={styles.tabs} aria-label={t`Lọc yêu cầu quyền đấu giá`}>
        {STATUSES.map((candidate) => (
          <AdminLink
            key={candidate}
            path="permissions"
            search={{ status: candidate }}
            aria-current={candidate === status ? 'page' : undefined}
          >
            {labels[candidate]}
          </AdminLink>
        ))}
      </nav>
      {requests.isPending ? (
        <Spinner />
      ) : requests.isError ? (
        <Alert variant="danger">{requests.error.message}</Alert>
      ) : requests.data.data.length === 0 ? (
        <Card>
          <EmptyState />
        </Card>
      ) : (
        requests.data.data.map((request) => <RequestCard key={request.id} request={request} />)
      )}
    </section>
  )
}

function RequestCard({ request }: { request: StaffPermissionRequest }) {
  const decide = useDecidePermission()
  const who = request.customer.email ?? request.customer.name ?? `#${request.customer.id}`
  const phone = request.tel
  const decidedAt = request.decided_at === null ? null : formatDateTime(request.decided_at)
  return (
    <Card className={styles.stack} data-testid="admin-permission-request">
      <div className={styles.header}>
        <AdminLink path="wallets" search={{ customer: request.customer.id }}>
          {who}
        </AdminLink>
        <span className={styles.muted}>{formatDateTime(request.created_at)}</span>
      </div>
      <p className={styles.muted}>
        {request.scope === 'ecoring' ? <Trans>Đấu giá Ecoring</Trans> : <Trans>Đấu giá Yahoo Auction</Trans>} ·{' '}
        <a href={`tel:${phone}`}>{phone}</a>
      </p>
      {request.status === 'pending' ? (
        <div className={styles.row}>
          <Button loading={decide.isPending} onClick={() => decide.mutate({ id: request.id, approve: true })}>
            <Trans>Cấp quyền</Trans>
          </Button>
          <Button variant="outline" loading={decide.isPending} onClick={() => decide.mutate({ id: request.id, approve: false })}>
            <Trans>Từ chối</Trans>
          </Button>
        </div>
      ) : (
        decidedAt && (
          <p className={styles.muted}>
            <Trans>Quyết định lúc {decidedAt}</Trans>
          </p>
        )
      )}
      {decide.isError && <Alert variant="danger">{decide.error.message}</Alert>}
      {request.status === 'approved' && <BidLimitControl customerId={request.customer.id} />}
    </Card>
  )
}
