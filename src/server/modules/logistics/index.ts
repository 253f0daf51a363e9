import { defineModule } from '@server/modules/define-module'
import { logisticsRoutes } from './routes'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { areas, shipmentMethods } from './tables'

/** What the logistics module adds to the app, named once in the module list (modules/registry.ts). */
export const logisticsModule = defineModule({ name: 'logistics', routes: { public: logisticsRoutes }, tables })
