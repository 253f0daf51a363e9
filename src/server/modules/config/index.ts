import { defineModule } from '@server/modules/define-module'
import { clientConfigRoutes } from './routes'

/** The public surface of this module: other modules and features import only from here. */

/** What the config module adds to the app, named once in the module list (modules/registry.ts). */
export const configModule = defineModule({ name: 'config', routes: { public: clientConfigRoutes } })
