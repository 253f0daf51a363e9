import { defineModule } from '@server/modules/define-module'
import { linkItemRoutes, linkItemStaffRoutes } from './routes'
import { linkItemsMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { withLinkItems } from './purchasable'
export { ordersAwaitingPrice } from './service'

/** What the link-items module adds to the app, named once in the module list (modules/registry.ts). */
export const linkItemsModule = defineModule({
  name: 'link-items',
  routes: { customer: linkItemRoutes, staff: linkItemStaffRoutes },
  messages: linkItemsMessages,
  tables,
})
