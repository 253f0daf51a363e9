import { defineModule } from '@server/modules/define-module'
import { auditRoutes } from './routes'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { staffActor, systemActor } from './actor'
export { auditedWrite, recordAudit, type AuditRecord } from './service'

/** What the audit module adds to the app, named once in the module list (modules/registry.ts). */
export const auditModule = defineModule({ name: 'audit', routes: { staff: auditRoutes }, tables })
