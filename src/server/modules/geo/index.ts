import { defineModule } from '@server/modules/define-module'
import { geoRoutes } from './routes'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { wardExists } from './service'
export { districts, provinces, wards } from './tables'

/** What the geo module adds to the app, named once in the module list (modules/registry.ts). */
export const geoModule = defineModule({ name: 'geo', routes: { public: geoRoutes }, tables })
