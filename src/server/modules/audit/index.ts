/** The public surface of this module: other modules and features import only from here. */
export { staffActor } from './actor'
export { auditRoutes } from './routes'
export { auditedWrite, recordAudit, type AuditRecord } from './service'
