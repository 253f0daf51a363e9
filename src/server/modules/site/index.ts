import { defineModule } from '@server/modules/define-module'
import { siteRoutes } from './routes'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { siteConfig } from './tables'

/** What the site module adds to the app, named once in the module list (modules/registry.ts). */
export const siteModule = defineModule({ name: 'site', routes: { public: siteRoutes }, tables })
