import { defineModule } from '@server/modules/define-module'
import { logisticsMessages } from './messages'
import { logisticsRoutes } from './routes'
import { logisticsStaffRoutes } from './staff-routes'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { areas, freightTariffs, shipmentMethods } from './tables'
export { tariffDayOf, tariffInForce } from './tariffs'

/** What the logistics module adds to the app, named once in the module list (modules/registry.ts). */
export const logisticsModule = defineModule({
  name: 'logistics',
  routes: { public: logisticsRoutes, staff: logisticsStaffRoutes },
  messages: logisticsMessages,
  tables,
})
