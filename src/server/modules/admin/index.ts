import { defineModule } from '@server/modules/define-module'
import { adminMessages } from './messages'
import { staffRoutes } from './routes'

/** The public surface of this module: other modules and features import only from here. */

/** What the admin module adds to the app, named once in the module list (modules/registry.ts). */
export const adminModule = defineModule({ name: 'admin', routes: { staff: staffRoutes }, messages: adminMessages })
