import type { FastifyRequest } from 'fastify'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { requireIdentity } from '@server/http/authentication'

/** The staff member making this request, as the audit log names them. */
export function staffActor(request: FastifyRequest): AuditActor {
  const { uid, email } = requireIdentity(request)
  return { uid, email }
}

/** The app itself acting on its own (the bank feed matching a transfer): audited under this uid. */
export const systemActor = (process: string): AuditActor => ({ uid: `system:${process}`, email: null })
