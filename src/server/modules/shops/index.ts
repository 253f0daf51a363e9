import { defineModule } from '@server/modules/define-module'
import { shopRoutes } from './routes'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { shops } from './tables'

/** What the shops module adds to the app, named once in the module list (modules/registry.ts). */
export const shopsModule = defineModule({ name: 'shops', routes: { public: shopRoutes }, tables })
