import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuditAction, AuditEntry } from '@shared/contracts/admin/audit'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Card, EmptyState, Pagination, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { useAdminNavigate, useAdminSearch } from './admin-navigation'
import { positiveInt, text } from './admin-search'
import { useAuditActionLabels } from './audit-labels'
import * as styles from './admin.css'
import { changedFields } from './format'
import { auditQueryOptions } from './admin-query'

/** /admin/audit: every staff write — who, what, when, before → after; newest first, by subject when asked. */
export function AuditPage() {
  const { t } = useLingui()
  usePageTitle(t`Nhật ký thao tác`)
  const raw = useAdminSearch()
  const search = { page: positiveInt(raw.page), subject_type: text(raw.subject_type), subject_id: text(raw.subject_id) }
  const navigate = useAdminNavigate()
  const audit = useQuery(auditQueryOptions({ page: search.page ?? 1, subjectType: search.subject_type, subjectId: search.subject_id }))
  return (
    <section className={form.page} aria-labelledby="audit-title">
      <div className={styles.header}>
        <h1 id="audit-title" className={form.title}>
          <Trans>Nhật ký thao tác</Trans>
        </h1>
        {search.subject_type && (
          <p className={styles.muted}>
            {search.subject_type} {search.subject_id}
          </p>
        )}
      </div>
      <Card>
        {audit.isPending ? (
          <Spinner />
        ) : audit.isError ? (
          <Alert variant="danger">{audit.error.message}</Alert>
        ) : audit.data.data.length === 0 ? (
          <EmptyState />
        ) : (
          <AuditTable entries={audit.data.data} />
        )}
      </Card>
      {audit.data && (
        <Pagination
          currentPage={audit.data.current_page}
          lastPage={audit.data.last_page}
          onPageChange={(next) => navigate('audit', { ...search, page: next }, { replace: true })}
        />
      )}
    </section>
  )
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui()
  const labels = useAuditActionLabels()
  return (
    <table className={styles.table} data-testid="audit-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Thời gian</Trans>
          </th>
          <th scope="col">
            <Trans>Nhân viên</Trans>
          </th>
          <th scope="col">
            <Trans>Thao tác</Trans>
          </th>
          <th scope="col">
            <Trans>Thay đổi</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <td data-label={t`Thời gian`}>{formatDateTime(entry.created_at)}</td>
            <td data-label={t`Nhân viên`}>{entry.actor.email ?? entry.actor.uid}</td>
            <td data-label={t`Thao tác`}>
              {labels[entry.action as AuditAction] ?? entry.action} · {entry.subject_type} {entry.subject_id}
            </td>
            <td data-label={t`Thay đổi`}>
              <ul className={styles.changes}>
                {changedFields(entry.before, entry.after).map((change) => (
                  <li key={change.key}>
                    {change.key}: {change.before} → {change.after}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
