import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PermissionRequestStatus, StaffPermissionRequest } from '@shared/auctions'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card } from '@client/ui'
import { ConsoleLink } from './console-link'
import type { PermissionsSearch } from './console-search'
import { currentIf, ListScreen } from './ListScreen'
import { BidLimitControl } from './BidLimitControl'
import * as styles from './admin.css'
import { permissionRequestsQueryOptions, useDecidePermission } from './permissions-query'

const STATUSES: readonly PermissionRequestStatus[] = ['pending', 'approved', 'denied']

/** /admin/permissions: customers' requests to bid (Yahoo Auction, Ecoring), with phone and e-mail; approve or deny. */
export function PermissionsPage({
  search,
  onSearchChange,
}: {
  search: PermissionsSearch
  onSearchChange: (next: PermissionsSearch) => void
}) {
  const { t } = useLingui()
  usePageTitle(t`Quyền đấu giá`)
  const status = search.status ?? 'pending'
  const requests = useQuery(permissionRequestsQueryOptions(status))
  const labels: Record<PermissionRequestStatus, string> = { pending: t`Chờ duyệt`, approved: t`Đã cấp`, denied: t`Đã từ chối` }
  return (
    <ListScreen
      title={<Trans>Quyền đấu giá</Trans>}
      search={search}
      onSearchChange={onSearchChange}
      tabs={{
        label: t`Lọc yêu cầu quyền đấu giá`,
        links: STATUSES.map((candidate) => (
          <ConsoleLink
            key={candidate}
            to="/admin/permissions"
            search={{ status: candidate }}
            aria-current={currentIf(candidate === status)}
          >
            {labels[candidate]}
          </ConsoleLink>
        )),
      }}
      query={requests}
      itemKey={(request) => request.id}
      card={(request) => <RequestCard request={request} />}
    />
  )
}

function RequestCard({ request }: { request: StaffPermissionRequest }) {
  const decide = useDecidePermission()
  const who = request.customer.email ?? request.customer.name ?? `#${request.customer.id}`
  const phone = request.tel
  const decidedAt = request.decided_at === null ? null : formatDateTime(request.decided_at)
  return (
    <Card className={styles.stack} role="article" aria-label={who} data-testid="admin-permission-request">
      <div className={styles.header}>
        <ConsoleLink to="/admin/wallets" search={{ customer: request.customer.id }}>
          {who}
        </ConsoleLink>
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
