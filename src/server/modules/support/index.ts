import { defineModule } from '@server/modules/define-module'
import { supportRoutes } from './routes'
import { supportStaffRoutes } from './staff-routes'
import { supportMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { countOpenTickets } from './staff'

/** What the support module adds to the app, named once in the module list (modules/registry.ts). */
export const supportModule = defineModule({
  name: 'support',
  routes: { customer: supportRoutes, staff: supportStaffRoutes },
  messages: supportMessages,
  tables,
})
