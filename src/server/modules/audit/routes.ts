import { auditEntryListSchema, auditListContract } from '@shared/contracts/admin/audit'
import { listQuerySchema } from '@server/http/list-query'
import { staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { listAuditEntries } from './service'

/** Staff scope: the audit log, newest first. */
export async function auditRoutes(app: App) {
  app.get(
    '/audit',
    {
      config: staffOnly('owner'),
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff writes: filter[subject_type], filter[subject_id], filter[action], filter[actor] (e-mail), page',
        querystring: listQuerySchema(auditListContract),
        response: { 200: auditEntryListSchema },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      return listAuditEntries(app.db, {
        subjectType: filter.subject_type,
        subjectId: filter.subject_id,
        action: filter.action,
        actor: filter.actor,
        page,
        perPage,
      })
    },
  )
}
