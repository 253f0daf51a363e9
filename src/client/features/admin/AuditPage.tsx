import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuditAction, AuditEntry } from '@shared/contracts/admin/audit'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import type { AuditSearch } from './console-search'
import { ListScreen, type ListColumn } from './ListScreen'
import { useAuditActionLabels } from './audit-labels'
import * as styles from './admin.css'
import { changedFields } from './format'
import { auditQueryOptions } from './admin-query'

/** The audit list's query for the route's search (its loader starts the same one). */
export const auditListQueryOptions = (search: AuditSearch) =>
  auditQueryOptions({ page: search.page ?? 1, subjectType: search.subject_type, subjectId: search.subject_id })

/** /admin/audit: every staff write — who, what, when, before → after; newest first, by subject when asked. */
export function AuditPage({ search, onSearchChange }: { search: AuditSearch; onSearchChange: (next: AuditSearch) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Nhật ký thao tác`)
  const labels = useAuditActionLabels()
  const audit = useQuery(auditListQueryOptions(search))
  const columns: ListColumn<AuditEntry>[] = [
    { key: 'at', header: <Trans>Thời gian</Trans>, label: t`Thời gian`, cell: (entry) => formatDateTime(entry.created_at) },
    { key: 'actor', header: <Trans>Nhân viên</Trans>, label: t`Nhân viên`, cell: (entry) => entry.actor.email ?? entry.actor.uid },
    {
      key: 'action',
      header: <Trans>Thao tác</Trans>,
      label: t`Thao tác`,
      cell: (entry) => (
        <>
          {labels[entry.action as AuditAction] ?? entry.action} · {entry.subject_type} {entry.subject_id}
        </>
      ),
    },
    {
      key: 'changes',
      header: <Trans>Thay đổi</Trans>,
      label: t`Thay đổi`,
      cell: (entry) => (
        <ul className={styles.changes}>
          {changedFields(entry.before, entry.after).map((change) => (
            <li key={change.key}>
              {change.key}: {change.before} → {change.after}
            </li>
          ))}
        </ul>
      ),
    },
  ]
  return (
    <ListScreen
      title={<Trans>Nhật ký thao tác</Trans>}
      titleAside={
        search.subject_type && (
          <p className={styles.muted}>
            {search.subject_type} {search.subject_id}
          </p>
        )
      }
      search={search}
      onSearchChange={onSearchChange}
      query={audit}
      itemKey={(entry) => entry.id}
      columns={columns}
      tableTestId="audit-table"
      rowTestId="audit-entry"
    />
  )
}
