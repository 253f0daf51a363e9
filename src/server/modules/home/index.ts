import { defineModule } from '@server/modules/define-module'
import { homeRoutes } from './routes'

/** The public surface of this module: other modules and features import only from here. */

/** What the home module adds to the app, named once in the module list (modules/registry.ts). */
export const homeModule = defineModule({ name: 'home', routes: { public: homeRoutes } })
