import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { auditListContract } from '@shared/contracts/admin/audit'
import { toQueryString } from '@shared/http/list-query'
import { callApi } from '@client/app/call-api'

/** One factory for the staff console's query keys: a write invalidates `adminKeys.all` or a part of it. */
export const adminKeys = {
  all: ['admin'] as const,
  audit: (params: object) => [...adminKeys.all, 'audit', params] as const,
}

export type AuditParams = { page: number; subjectType?: string; subjectId?: string; action?: string }

/** GET /api/admin/audit: the audit log, newest first. */
export function auditQueryOptions(params: AuditParams) {
  const query = toQueryString<typeof auditListContract>({
    filter: { subject_type: params.subjectType, subject_id: params.subjectId, action: params.action },
    page: params.page,
  })
  return queryOptions({
    queryKey: adminKeys.audit(params),
    queryFn: ({ signal }) => callApi('GET /api/admin/audit', { query, signal }),
    placeholderData: keepPreviousData,
  })
}
